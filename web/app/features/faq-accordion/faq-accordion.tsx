import * as Accordion from "@radix-ui/react-accordion";
import { Plus } from "lucide-react";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Prefix of item values, unique per accordion on the page. */
  idPrefix: string;
}

/** Questions as buttons (Enter/Space open, arrow keys move between questions); answers stay in the HTML for search engines. */
export function FaqAccordion({ items, idPrefix }: FaqAccordionProps) {
  return (
    <Accordion.Root type="single" collapsible className="flex flex-col gap-3">
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`${idPrefix}-${i}`} className="overflow-hidden rounded-card bg-white shadow-soft">
          <Accordion.Header className="font-sans text-base sm:text-lg">
            <Accordion.Trigger className="group flex min-h-14 w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-limewash/60 focus-visible:-outline-offset-3 sm:px-6">
              <span>{item.question}</span>
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-limewash text-ink transition-transform duration-200 ease-(--ease-out-soft) group-data-[state=open]:rotate-45 group-data-[state=open]:bg-accent-soft group-data-[state=open]:text-accent-ink"
              >
                <Plus className="size-4" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content
            forceMount
            className="overflow-hidden data-[state=closed]:hidden data-[state=open]:animate-[accordion-down_220ms_var(--ease-out-soft)]"
          >
            <p className="px-5 pb-5 text-base text-ink-muted sm:px-6 sm:pb-6">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
