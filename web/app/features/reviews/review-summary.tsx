import { Card } from "~/components/ui/card";
import { type CompanyText, companyTexts, live } from "~/content/company";

export interface SummaryFigure {
  value: string;
  label: string;
  /** The company detail the owner may change, whose default is value. */
  live?: CompanyText;
}

/** The headline figures of the reviews page (spec section 1), read as "4.8/5 Average Rating". */
export function ReviewSummary({ figures }: { figures: readonly SummaryFigure[] }) {
  const t = companyTexts();
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {figures.map((f) => (
        <Card padded={false} key={f.label} className="flex flex-col-reverse items-center gap-1 px-6 py-7 text-center">
          <dt className="text-sm font-semibold tracking-[0.12em] text-ink-muted uppercase">{f.label}</dt>
          <dd className="font-display text-4xl font-semibold text-ink sm:text-5xl" {...(f.live ? live(f.live) : {})}>
            {f.live ? t[f.live] : f.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
