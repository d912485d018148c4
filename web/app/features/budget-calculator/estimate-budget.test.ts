import { describe, expect, it } from "vitest";
import { budgetDefaults, type AddOn, type BudgetInputs, type CityKey, type Quality } from "~/content/guides/budget-planning";
import { estimateBudget, formatInr, parseSize } from "./estimate-budget";

const noAddOns = { falseCeiling: false, balconyDecking: false, appliances: false };

function inputs(over: Partial<BudgetInputs> = {}): BudgetInputs {
  return { ...budgetDefaults, addOns: { ...budgetDefaults.addOns }, ...over };
}

describe("estimateBudget (spec section 9)", () => {
  it("gives ₹17,17,200 for the defaults: 900 × 1800 × 1 × 1.06", () => {
    const result = estimateBudget(inputs());
    expect(result.estimate).toBe(1_717_200);
    expect(formatInr(result.estimate)).toBe("₹17,17,200");
    expect(formatInr(result.min)).toBe("₹15,45,480");
    expect(formatInr(result.max)).toBe("₹18,88,920");
  });

  const cityCases: Array<[CityKey, number]> = [
    ["mumbai", 1.2],
    ["delhi", 1.2],
    ["bengaluru", 1.2],
    ["chennai", 1.1],
    ["hyderabad", 1.1],
    ["pune", 1.1],
    ["tier-2-3", 0.9],
    ["other", 1],
  ];
  it.each(cityCases)("applies the %s multiplier of %s", (city, multiplier) => {
    const { estimate } = estimateBudget(inputs({ city, quality: "basic", sizeSqFt: 1000, addOns: noAddOns }));
    expect(estimate).toBeCloseTo(1200 * 1000 * multiplier, 6);
  });

  it.each([
    ["mumbai", "₹21,60,000"],
    ["chennai", "₹19,80,000"],
    ["tier-2-3", "₹16,20,000"],
  ] as Array<[CityKey, string]>)("formats the %s estimate for 1000 sq ft premium without add-ons as %s", (city, text) => {
    expect(formatInr(estimateBudget(inputs({ city, sizeSqFt: 1000, addOns: noAddOns })).estimate)).toBe(text);
  });

  const qualityCases: Array<[Quality, number]> = [
    ["basic", 1200],
    ["premium", 1800],
    ["luxe", 2500],
  ];
  it.each(qualityCases)("uses the %s rate of ₹%s per sq ft", (quality, rate) => {
    expect(estimateBudget(inputs({ quality, sizeSqFt: 100, addOns: noAddOns })).estimate).toBe(rate * 100);
  });

  // Every combination of the three add-ons: 6% + 3% + 7% surcharges, summed before multiplying.
  const keys: AddOn[] = ["falseCeiling", "balconyDecking", "appliances"];
  const surcharge: Record<AddOn, number> = { falseCeiling: 6, balconyDecking: 3, appliances: 7 };
  const combos = Array.from({ length: 8 }, (_, mask) => {
    const addOns = Object.fromEntries(keys.map((k, i) => [k, Boolean(mask & (1 << i))])) as Record<AddOn, boolean>;
    const percent = keys.filter((k) => addOns[k]).reduce((s, k) => s + surcharge[k], 0);
    return { name: keys.filter((k) => addOns[k]).join(" + ") || "none", addOns, percent };
  });
  it.each(combos)("adds $percent% for add-ons: $name", ({ addOns, percent }) => {
    const result = estimateBudget(inputs({ quality: "basic", city: "other", sizeSqFt: 1000, addOns }));
    expect(result.estimate).toBeCloseTo(1_200_000 * (1 + percent / 100), 6);
  });
  it("with all three add-ons 1000 sq ft basic in another city is ₹13,92,000", () => {
    const all = { falseCeiling: true, balconyDecking: true, appliances: true };
    expect(formatInr(estimateBudget(inputs({ quality: "basic", sizeSqFt: 1000, addOns: all })).estimate)).toBe("₹13,92,000");
  });

  it("computes the minimum size of 200 sq ft", () => {
    const result = estimateBudget(inputs({ sizeSqFt: 200 }));
    expect(result.estimate).toBeCloseTo(200 * 1800 * 1.06, 6);
    expect(formatInr(result.estimate)).toBe("₹3,81,600");
  });

  it("treats a negative size as 0", () => {
    const result = estimateBudget(inputs({ sizeSqFt: -500 }));
    expect(result.estimate).toBe(0);
    expect(result.min).toBe(0);
    expect(result.max).toBe(0);
    expect(formatInr(result.estimate)).toBe("₹0");
    expect(Object.values(result.breakdown).every((v) => v === 0)).toBe(true);
  });

  it("treats a size that is not a number as 0", () => {
    expect(estimateBudget(inputs({ sizeSqFt: Number.NaN })).estimate).toBe(0);
  });

  it("gives a range of 90% to 110% and a five-part breakdown of 35/20/20/15/10", () => {
    const result = estimateBudget(inputs());
    expect(result.min).toBeCloseTo(1_717_200 * 0.9, 6);
    expect(result.max).toBeCloseTo(1_717_200 * 1.1, 6);
    expect(result.breakdown).toEqual({
      modularsCarpentry: 601_020,
      civilElectrical: 343_440,
      finishes: 343_440,
      furnitureDecor: 257_580,
      lightingAppliances: 171_720,
    });
    const sum = Object.values(result.breakdown).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(result.estimate, 6);
  });
});

describe("formatInr", () => {
  it.each([
    [0, "₹0"],
    [999, "₹999"],
    [100000, "₹1,00,000"],
    [12345678.6, "₹1,23,45,679"],
  ])("formats %s as %s", (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });
});

describe("parseSize", () => {
  it.each([
    ["900", 900],
    ["", 0],
    ["  ", 0],
    ["-20", -20],
    ["abc", 0],
  ])("reads %j as %s", (text, n) => {
    expect(parseSize(text)).toBe(n);
  });
});
