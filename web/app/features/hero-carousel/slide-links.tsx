import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "~/lib/cn";

// Before hydration the hero's arrows and dots are links to the slides' ids: following
// one scrolls the snap viewport to that slide with no script at all. React replaces them
// with buttons once it runs.

/** The id of slide index (0-based), the target of the links below. */
export const slideId = (index: number) => `hero-slide-${index + 1}`;

/** The section's class that the link rules below hang on. */
export const heroClass = "hero-carousel";

export const arrowClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-soft ring-1 ring-line hover:bg-ivory";

/**
 * Which arrow link shows: each arrow has one link per slide it may start from, and the
 * one shown is that of the slide in the address bar (#hero-slide-N), else the first
 * slide's. A swipe does not change the address, so after one an arrow may go one slide
 * further than a button would; hydration takes over within a second or two.
 */
function linkRules(count: number): string {
  const rules = [
    `.${heroClass} [data-from]{display:none}`,
    `.${heroClass}:not(:has(:target)) [data-from="0"]`,
  ];
  for (let i = 0; i < count; i++) rules.push(`.${heroClass}:has(#${slideId(i)}:target) [data-from="${i}"]`);
  return `${rules[0]}${rules.slice(1).join(",")}{display:inline-flex}`;
}

/** The previous and next arrows as links, for the time before hydration. */
export function ArrowLinks({ count }: { count: number }) {
  const links = (label: string, step: number, Icon: typeof ChevronLeft) =>
    Array.from({ length: count }, (_, from) => (
      <a key={`${label}-${from}`} href={`#${slideId((from + step + count) % count)}`} data-from={from} aria-label={label} className={arrowClass}>
        <Icon aria-hidden="true" className="size-5" />
      </a>
    ));
  return (
    <>
      {/* Inline, and gone after hydration: the page's CSP allows inline styles. */}
      <style>{linkRules(count)}</style>
      {links("Previous slide", -1, ChevronLeft)}
      {links("Next slide", 1, ChevronRight)}
    </>
  );
}

/** The dots as links, for the time before hydration. */
export function DotLinks({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <a key={i} href={`#${slideId(i)}`} aria-label={`Go to slide ${i + 1}`} className="group inline-flex size-11 items-center justify-center rounded-full">
      <span className={cn("block h-2 rounded-pill", i === 0 ? "w-7 bg-accent" : "w-2 bg-ink-muted/40 group-hover:bg-ink-muted")} />
    </a>
  ));
}
