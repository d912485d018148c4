import { Plus } from "lucide-react";
import type { KeyboardEvent } from "react";
import { ContactText } from "~/components/ui/contact-text";
import { useDetailsExpanded } from "~/lib/use-hydrated";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Name of the accordion's details elements, unique per accordion on the page: one answer open at a time. */
  idPrefix: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Arrow keys, Home and End move between the questions, as in the ARIA accordion pattern. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[e.key];
  if (!move || !(e.target instanceof HTMLElement) || e.target.tagName !== "SUMMARY") return;
  const questions = [...e.currentTarget.querySelectorAll<HTMLElement>(":scope > details > summary")];
  const index = questions.indexOf(e.target);
  if (index < 0) return;
  e.preventDefault();
  questions[move(index, questions.length)]?.focus();
}

function FaqQuestion({ item, name }: { item: FaqItem; name: string }) {
  const { ref: detailsRef, expanded, onToggle } = useDetailsExpanded();
  return (
    <details ref={detailsRef} name={name} data-live-field="group" onToggle={onToggle} className="group overflow-hidden rounded-card bg-white shadow-soft">
      {/* A summary is announced as a button with its state; the role lets tests and tools find it as one too. */}
      <summary
        role="button"
        aria-expanded={expanded}
        className="flex min-h-14 w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-sans text-base font-semibold text-ink hover:bg-limewash/60 focus-visible:-outline-offset-3 sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden"
      >
        <span data-live-field="question">{item.question}</span>
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-limewash text-ink transition-transform duration-200 ease-(--ease-out-soft) group-open:rotate-45 group-open:bg-accent-soft group-open:text-accent-ink"
        >
          <Plus className="size-4" />
        </span>
      </summary>
      <p data-live-field="answer" className="animate-[fade-in_220ms_var(--ease-out-soft)] px-5 pb-5 text-base text-ink-muted sm:px-6 sm:pb-6">
        <ContactText text={item.answer} />
      </p>
    </details>
  );
}

/**
 * Questions on native exclusive <details>, so they open from the HTML alone (before hydration, or without
 * JavaScript); answers stay in the HTML for search engines and the browser's find-in-page.
 */
export function FaqAccordion({ items, idPrefix }: FaqAccordionProps) {
  return (
    // Arrow keys move between the questions, which are the interactive elements; the list only delegates.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="flex flex-col gap-3" onKeyDown={moveFocus} data-live-list={`faqs.${idPrefix}`} data-live-field="questions">
      {items.map((item, i) => (
        <FaqQuestion key={`${i}-${item.question}`} item={item} name={idPrefix} />
      ))}
    </div>
  );
}
