import {
  addOnSurchargePercent,
  breakdownSharePercent,
  cityMultipliers,
  estimateRangePercent,
  qualityRates,
  type AddOn,
  type BreakdownCategory,
  type BudgetInputs,
} from "~/content/guides/budget-planning";

export type { BudgetInputs };

export interface BudgetEstimate {
  estimate: number;
  min: number;
  max: number;
  breakdown: Record<BreakdownCategory, number>;
}

/** Spec section 9: rate × size × city multiplier × (1 + chosen add-on surcharges); negative sizes count as 0. */
export function estimateBudget(inputs: BudgetInputs): BudgetEstimate {
  const size = Number.isFinite(inputs.sizeSqFt) ? Math.max(0, inputs.sizeSqFt) : 0;
  const surchargePercent = (Object.keys(addOnSurchargePercent) as AddOn[])
    .filter((key) => inputs.addOns[key])
    .reduce((sum, key) => sum + addOnSurchargePercent[key], 0);
  // Percent arithmetic in integers first, so 900 × 1800 × 1.06 is exactly 1,717,200.
  const estimate = (qualityRates[inputs.quality] * size * cityMultipliers[inputs.city] * (100 + surchargePercent)) / 100;
  const share = (percent: number) => (estimate * percent) / 100;
  const breakdown = Object.fromEntries(
    (Object.keys(breakdownSharePercent) as BreakdownCategory[]).map((key) => [key, share(breakdownSharePercent[key])]),
  ) as Record<BreakdownCategory, number>;
  return {
    estimate,
    min: share(estimateRangePercent.min),
    max: share(estimateRangePercent.max),
    breakdown,
  };
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Indian rupee format without decimals: 1717200 → "₹17,17,200". */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

/** The size input's text as a number for the formula: empty or unreadable is 0. */
export function parseSize(text: string): number {
  const n = Number(text);
  return text.trim() === "" || !Number.isFinite(n) ? 0 : n;
}
