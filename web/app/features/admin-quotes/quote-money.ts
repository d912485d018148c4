// The quote's money rule on this side, once: rupees as India writes them, and a draft's figures computed exactly as the
// server's internal/quote does (web/app/content/quote-cases.json holds the cases both sides are tested against).
import type { Computed, Figures, Line, Milestone, PaymentMilestone, Room } from "./quote-types";

/** Paise as rupees with Indian grouping: ₹12,34,567.89, and ₹12,34,567 when the paise are 00. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? "−" : "";
  const abs = BigInt(Math.round(Math.abs(paise)));
  const rupees = (abs / 100n).toString();
  const rest = Number(abs % 100n);
  const last3 = rupees.slice(-3);
  const head = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${sign}₹${head ? `${head},${last3}` : last3}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/** Basis points as a percent: 1800 → "18%", 1250 → "12.5%". */
export function formatPercent(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/** A typed percent ("12.5", "10 %") as basis points, or null when it is not a percent with at most two decimals. */
export function percentToBp(typed: string): number | null {
  const t = typed.replace(/%/g, "").trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const bp = Math.round(Number(t) * 100);
  return bp <= 10000 ? bp : null;
}

/** Typed rupees ("12,500", "₹1,20,000.50") as paise, or null when it is not an amount with at most two decimals. */
export function rupeesToPaise(typed: string): number | null {
  const t = typed.replace(/[₹,\s]/g, "");
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** Paise as the rupees a person types back: 1250050 → "12500.5". */
export function paiseToTyped(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** a / b rounded half up, for a ≥ 0 and b > 0. */
function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/** A line's figures from its quantity (at most two decimals), rate in paise, discount and GST in basis points. */
function lineFigures(quantity: number, ratePaise: number, discountBp: number, gstBp: number): Figures {
  const q = BigInt(Math.round(quantity * 100));
  const gross = divRound(q * BigInt(ratePaise), 100n);
  const discount = divRound(gross * BigInt(discountBp), 10000n);
  const taxable = gross - discount;
  const gst = divRound(taxable * BigInt(gstBp), 10000n);
  return {
    grossPaise: Number(gross),
    discountPaise: Number(discount),
    taxablePaise: Number(taxable),
    gstPaise: Number(gst),
    totalPaise: Number(taxable + gst),
  };
}

const ZERO: Figures = {
  grossPaise: 0,
  discountPaise: 0,
  taxablePaise: 0,
  gstPaise: 0,
  totalPaise: 0,
};

/** Plain sums of figures: rooms and the quote are never rounded again. */
function sumFigures(all: readonly Figures[]): Figures {
  return all.reduce<Figures>(
    (s, f) => ({
      grossPaise: s.grossPaise + f.grossPaise,
      discountPaise: s.discountPaise + f.discountPaise,
      taxablePaise: s.taxablePaise + f.taxablePaise,
      gstPaise: s.gstPaise + f.gstPaise,
      totalPaise: s.totalPaise + f.totalPaise,
    }),
    ZERO,
  );
}

/** Each milestone's share of the total, the last taking the rest so they add up to it exactly. */
function milestoneAmounts(totalPaise: number, milestones: readonly PaymentMilestone[]): number[] {
  let given = 0n;
  const total = BigInt(totalPaise);
  return milestones.map((m, i) => {
    if (i === milestones.length - 1) return Number(total - given);
    const amount = divRound(total * BigInt(m.percentBp), 10000n);
    given += amount;
    return Number(amount);
  });
}

/** A line already priced (rate, GST, name and unit known): what the builder previews before the server answers. */
export type PricedLine = Omit<Line, keyof Figures>;

/** A draft's figures, the server's way; the server's answer replaces them as soon as it comes. */
export function computeQuote(rooms: readonly { name: string; lines: readonly PricedLine[] }[], milestones: readonly PaymentMilestone[]): Computed {
  const priced: Room[] = rooms.map((room) => {
    const lines: Line[] = room.lines.map((l) => ({
      ...l,
      ...lineFigures(l.quantity, l.ratePaise, l.discountBp, l.gstBp),
    }));
    return { name: room.name, lines, ...sumFigures(lines) };
  });
  const totals = sumFigures(priced);
  const amounts = milestoneAmounts(totals.totalPaise, milestones);
  const scheduled: Milestone[] = milestones.map((m, i) => ({
    ...m,
    amountPaise: amounts[i]!,
    state: i === 0 ? "due" : "later",
  }));
  return { rooms: priced, totals, milestones: scheduled };
}

/** Won value in whole rupees from a quote's total, half up. */
export function wonRupees(totalPaise: number): number {
  return Number(divRound(BigInt(totalPaise), 100n));
}
