import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/cn";
import { ButtonLink } from "./button";

/** A catalog card's foot: the button that unfolds its details (details, the unfolded part's id) and the quote link. */
export function CardActions({
  expanded,
  details,
  onToggle,
  toggleLabel,
  quoteLabel,
  className,
}: {
  expanded: boolean;
  details: string;
  onToggle: () => void;
  toggleLabel: string;
  quoteLabel: string;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={details}
        onClick={onToggle}
        className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-pill px-1 text-sm font-semibold text-accent-ink underline-offset-4 hover:underline"
      >
        {toggleLabel}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform duration-200", expanded && "rotate-180")} />
      </button>
      <ButtonLink to="/get-free-estimate" className="ml-auto">
        {quoteLabel}
      </ButtonLink>
    </div>
  );
}
