import { Check, ChevronsRight, X } from "lucide-react";
import { useRef } from "react";
import { comparisonIcons } from "~/components/ui/icons/comparison";
import type { ComparisonRow } from "~/content/site-services";
import { cn } from "~/lib/cn";
import { useSwipeHint } from "./use-swipe-hint";

export interface ComparisonTableProps {
  heading: string;
  intro?: string;
  columns: { feature: string; local: string; peer: string; product: string };
  rows: readonly ComparisonRow[];
  swipeHint: string;
}


/** Local vendor, peer companies and us, row by row; the table scrolls sideways inside its own box on phones. */
/** The quieter column heads (all but the product's). */
const plainHead = "py-5 text-sm font-semibold tracking-[0.08em] text-ink-muted uppercase";

export function ComparisonTable({ heading, intro, columns, rows, swipeHint }: ComparisonTableProps) {
  const section = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const hint = useSwipeHint(section, scroller);
  return (
    <section ref={section} aria-labelledby="comparison-heading" className="flex flex-col gap-8">
      <div className="flex max-w-3xl flex-col gap-3">
        <h2 id="comparison-heading" className="text-title text-ink">
          {heading}
        </h2>
        {intro ? <p className="text-lg text-ink-muted">{intro}</p> : null}
      </div>
      <div className="-mb-4 flex h-9 justify-end">
        <p
          role="status"
          className={cn(
            "pointer-events-none inline-flex items-center gap-1.5 rounded-pill bg-ink px-4 text-sm font-semibold text-ivory shadow-lift transition-opacity duration-300",
            hint ? "opacity-100" : "opacity-0",
          )}
        >
          {hint ? (
            <>
              {swipeHint}
              <ChevronsRight aria-hidden="true" className="size-4 motion-safe:animate-pulse" />
            </>
          ) : null}
        </p>
      </div>
      <div className="relative">
        <div
          ref={scroller}
          role="region"
          aria-labelledby="comparison-heading"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so keyboard users can scroll it (axe scrollable-region-focusable).
          tabIndex={0}
          data-testid="comparison-scroll"
          className="overflow-x-auto overscroll-x-contain rounded-card bg-white shadow-soft"
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-base">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={cn("sticky left-0 z-10 bg-white px-4 shadow-[1px_0_0_var(--color-line)] sm:px-5 lg:shadow-none", plainHead)}>
                  {columns.feature}
                </th>
                {[columns.local, columns.peer].map((label) => (
                  <th key={label} scope="col" className={cn("px-5", plainHead)}>
                    {label}
                  </th>
                ))}
                <th scope="col" className="bg-accent-soft px-5 py-5 font-display text-lg font-semibold text-accent-ink">
                  {columns.product}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const Icon = comparisonIcons[row.icon];
                return (
                  <tr key={row.feature} className={cn(i < rows.length - 1 && "border-b border-line/60")}>
                    <th scope="row" className="sticky left-0 z-10 w-40 bg-white px-4 py-4 font-semibold text-ink shadow-[1px_0_0_var(--color-line)] sm:w-60 sm:px-5 lg:shadow-none">
                      <span className="flex items-center gap-3">
                        <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-limewash text-ink sm:inline-flex">
                          <Icon aria-hidden="true" className="size-4" />
                        </span>
                        {row.feature}
                      </span>
                    </th>
                    <td className="px-5 py-4">
                      {row.local ? (
                        <span className="inline-flex items-center gap-2 text-sage-ink">
                          <Check aria-hidden="true" className="size-5" />
                          <span>Yes</span>
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-2 text-ink-muted">
                          <X aria-hidden="true" className="size-5 text-danger" />
                          <span>No</span>
                        </span>
                      )}
                    </td>
                    <td className="px-5 py-4 text-ink-muted">{row.peer}</td>
                    <td className="bg-accent-soft/50 px-5 py-4 font-semibold text-ink">
                      {row.productStruck ? (
                        <>
                          <s className="mr-2 font-normal text-ink-muted">{row.productStruck}</s>{" "}
                        </>
                      ) : null}
                      {row.product}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
