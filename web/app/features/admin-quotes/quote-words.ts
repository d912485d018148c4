// The quotes' words and limits, read from content/quotes.json (the server reads the same file).
import quoteTexts from "~/content/quotes.json";
import { formatPercent } from "./quote-money";
import type { MilestoneState, Tier, Unit } from "./quote-types";

export const UNITS = quoteTexts.units as ReadonlyArray<{
  value: Unit;
  label: string;
  short: string;
}>;
export const TIERS = quoteTexts.tiers as ReadonlyArray<{
  value: Tier;
  label: string;
}>;
export const CATEGORIES = quoteTexts.categories;
export const GST_RATES = quoteTexts.gstRatesBp.map((bp) => ({ value: String(bp), label: formatPercent(bp) }));
export const DEFAULT_GST_BP = quoteTexts.defaultGstBp;
export const QUOTE_LIMITS = quoteTexts.limits;
export const QUOTE_MESSAGES = quoteTexts.messages;

export const unitShort = (unit: Unit) => UNITS.find((u) => u.value === unit)?.short ?? unit;
export const tierLabel = (tier: Tier) => TIERS.find((t) => t.value === tier)?.label ?? tier;

/** How a payment milestone stands, as the lead's page says it. */
export const MILESTONE_STATES: Record<MilestoneState, string> = {
  paid: "Paid",
  due: "Due",
  link_sent: "Link sent",
  expired: "Link expired",
  later: "Later",
};

/** A quantity with its unit: "12.5 running ft", "1 job". */
export function quantityWithUnit(quantity: number, unit: Unit): string {
  return `${quantity.toLocaleString("en-IN", { maximumFractionDigits: 2 })} ${unitShort(unit)}`;
}
