// A quote's figures as staff read them: rooms and lines (GST on each), the totals, and the payment schedule.
import { cn } from "~/lib/cn";
import { formatPercent, formatRupees } from "./quote-money";
import type { Figures, Line, Milestone, Room } from "./quote-types";
import { MILESTONE_STATES, quantityWithUnit, tierLabel } from "./quote-words";

/** "12 running ft × ₹18,000 · 10% off · GST 18% ₹38,880": how a line's total came about. */
function lineWorking(line: Line): string {
  const parts = [`${quantityWithUnit(line.quantity, line.unit)} × ${formatRupees(line.ratePaise)}`];
  if (line.discountBp > 0) parts.push(`${formatPercent(line.discountBp)} off (${formatRupees(line.discountPaise)})`);
  parts.push(`GST ${formatPercent(line.gstBp)} ${formatRupees(line.gstPaise)}`);
  return parts.join(" · ");
}

export function RoomFigures({ room }: { room: Room }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="flex items-baseline justify-between gap-3 border-b border-line pb-1 font-semibold">
        <span className="min-w-0 break-words">{room.name}</span>
        <span className="shrink-0 tabular-nums">{formatRupees(room.totalPaise)}</span>
      </h4>
      <ul className="flex flex-col gap-2">
        {room.lines.map((line, i) => (
          <li key={i} className="flex items-start justify-between gap-3 text-sm">
            <div className="min-w-0">
              <p className="break-words">
                {line.name} {line.itemId ? <span className="text-ink-muted">({tierLabel(line.tier)})</span> : null}
              </p>
              <p className="text-ink-muted">{lineWorking(line)}</p>
            </div>
            <span className="shrink-0 font-semibold tabular-nums">{formatRupees(line.totalPaise)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The quote's totals: before and after discount, GST, and what the customer pays. */
export function Totals({ totals, label = "Totals" }: { totals: Figures; label?: string }) {
  const rows: Array<[string, number, boolean]> = [
    ["Before discount", totals.grossPaise, false],
    ["Discount", totals.discountPaise, false],
    ["Taxable value", totals.taxablePaise, false],
    ["GST", totals.gstPaise, false],
    ["Total", totals.totalPaise, true],
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([term, value]) => term !== "Discount" || value > 0)
        .map(([term, value, strong]) => (
          <div key={term} className={cn("contents", strong && "text-base font-semibold")}>
            <dt className={strong ? "border-t border-line pt-1" : "text-ink-muted"}>{term}</dt>
            <dd className={cn("text-right tabular-nums", strong && "border-t border-line pt-1")}>
              {term === "Discount" ? `− ${formatRupees(value)}` : formatRupees(value)}
            </dd>
          </div>
        ))}
    </dl>
  );
}

const stateTone: Record<Milestone["state"], string> = {
  paid: "bg-sage-soft text-sage-ink",
  due: "bg-brass-soft text-brass-ink",
  link_sent: "bg-white text-ink ring-1 ring-line",
  expired: "bg-danger-soft text-danger",
  later: "text-ink-muted",
};

/** The payment schedule: each milestone's share, amount and where it stands. */
export function Schedule({ milestones }: { milestones: Milestone[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold">Payment schedule</p>
      <ol aria-label="Payment schedule" className="flex flex-col gap-2 text-sm">
        {milestones.map((m) => (
          <li key={m.label} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="min-w-0">
              {m.label} <span className="text-ink-muted">({formatPercent(m.percentBp)})</span>
            </span>
            <span className="flex items-center gap-2">
              <span className="font-semibold tabular-nums">{formatRupees(m.amountPaise)}</span>
              <span className={cn("rounded-pill px-2.5 py-0.5 text-xs font-semibold", stateTone[m.state])}>{MILESTONE_STATES[m.state]}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
