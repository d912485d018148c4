// The owner's price list and schedule as the settings form types them (rupees and percents as strings), and back.
import { paiseToTyped, percentToBp, rupeesToPaise } from "./quote-money";
import type { Item, QuoteSettings, Tier, Unit } from "./quote-types";
import { DEFAULT_GST_BP, QUOTE_LIMITS, QUOTE_MESSAGES, TIERS } from "./quote-words";

export interface ItemDraft {
  key: number;
  id: number;
  name: string;
  category: string;
  unit: Unit;
  rates: Record<Tier, string>;
  gstBp: number;
}

export interface SettingsDraft {
  items: ItemDraft[];
  owner: string;
  sales: string;
  milestones: { key: number; label: string; percent: string }[];
  terms: string;
  validDays: string;
}

let nextKey = 1;
const key = () => nextKey++;

export function newItem(): ItemDraft {
  return {
    key: key(),
    id: 0,
    name: "",
    category: "services",
    unit: "job",
    rates: { essential: "", premium: "", luxury: "" },
    gstBp: DEFAULT_GST_BP,
  };
}

export const newMilestone = () => ({ key: key(), label: "", percent: "" });

const percentOf = (bp: number) => String(bp / 100);
/** A rate of 0 (not offered in that tier) is an empty field. */
const rateTyped = (paise: number) => (paise ? paiseToTyped(paise) : "");

export function settingsDraft(s: QuoteSettings): SettingsDraft {
  return {
    items: s.priceList.map((it) => ({
      key: key(),
      id: it.id,
      name: it.name,
      category: it.category,
      unit: it.unit,
      rates: {
        essential: rateTyped(it.rates.essential),
        premium: rateTyped(it.rates.premium),
        luxury: rateTyped(it.rates.luxury),
      },
      gstBp: it.gstBp,
    })),
    owner: percentOf(s.discountLimits.owner),
    sales: percentOf(s.discountLimits.sales),
    milestones: s.milestones.map((m) => ({
      key: key(),
      label: m.label,
      percent: percentOf(m.percentBp),
    })),
    terms: s.terms,
    validDays: String(s.validDays),
  };
}

/** The milestones' percents added up, in basis points (unreadable ones count 0). */
export function milestonesTotalBp(d: SettingsDraft): number {
  return d.milestones.reduce((n, m) => n + (percentToBp(m.percent) ?? 0), 0);
}

/** The settings to save, or the fields the browser can already refuse (the server checks them all again). */
export function fromDraft(d: SettingsDraft, version: number): { settings: QuoteSettings; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const priceList: Item[] = d.items.map((it, i) => {
    if (!it.name.trim()) errors[`priceList.${i}.name`] = QUOTE_MESSAGES.nameRequired;
    const rates = {} as Record<Tier, number>;
    for (const t of TIERS) {
      // An empty rate is 0: not offered in that tier.
      const paise = it.rates[t.value].trim() === "" ? 0 : rupeesToPaise(it.rates[t.value]);
      if (paise === null || paise > QUOTE_LIMITS.maxRatePaise) errors[`priceList.${i}.rates.${t.value}`] = QUOTE_MESSAGES.rateRange;
      rates[t.value] = paise ?? 0;
    }
    return {
      id: it.id,
      name: it.name.trim(),
      category: it.category,
      unit: it.unit,
      rates,
      gstBp: it.gstBp,
    };
  });
  const limit = (typed: string, path: string) => {
    const bp = percentToBp(typed);
    if (bp === null) errors[path] = QUOTE_MESSAGES.limitRange;
    return bp ?? 0;
  };
  const discountLimits = {
    owner: limit(d.owner, "discountLimits.owner"),
    sales: limit(d.sales, "discountLimits.sales"),
  };
  const milestones = d.milestones.map((m, i) => {
    const bp = percentToBp(m.percent);
    if (!m.label.trim()) errors[`milestones.${i}.label`] = QUOTE_MESSAGES.milestones;
    if (bp === null || bp === 0) errors[`milestones.${i}.percentBp`] = QUOTE_MESSAGES.milestones;
    return { label: m.label.trim(), percentBp: bp ?? 0 };
  });
  if (milestonesTotalBp(d) !== 10000) errors.milestones = QUOTE_MESSAGES.milestonesSum;
  const validDays = Number(d.validDays);
  if (!Number.isInteger(validDays) || validDays < 1 || validDays > QUOTE_LIMITS.validDays) errors.validDays = QUOTE_MESSAGES.validDays;
  return {
    settings: {
      priceList,
      discountLimits,
      milestones,
      terms: d.terms,
      validDays,
      version,
    },
    errors,
  };
}
