// What the ad spend screens share: the platforms (content/ad-spend.json, which Go reads too) and how spend and
// its return are written: paise as rupees the Indian way, a return as "4.2×", "—" for no figure.
import adSpend from "~/content/ad-spend.json";

export const PLATFORMS = adSpend.platforms;

/** A platform as people name it: "Meta". */
export const platformName = (p: string) => PLATFORMS.find((x) => x.value === p)?.label ?? p;

const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as rupees with Indian grouping: ₹12,34,567 (paise shown only under ₹1,000, where they matter); "—" for none. */
export function paiseText(paise: number | null): string {
  if (paise === null) return "—";
  return paise < 1000_00 && paise % 100 !== 0 ? exact.format(paise / 100) : whole.format(Math.round(paise / 100));
}

/** Won value over spend: "4.2×" (₹4.20 of orders for each rupee); "—" without spend. */
export function returnText(ratio: number | null): string {
  if (ratio === null) return "—";
  return `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(1)}×`;
}

/** Whole rupees (won value): ₹4,50,000. */
export const rupeeText = (rupees: number) => whole.format(rupees);
