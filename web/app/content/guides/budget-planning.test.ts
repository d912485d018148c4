import { describe, expect, it } from "vitest";
import {
  addOnOptions,
  addOnSurchargePercent,
  breakdownSharePercent,
  breakdownShares,
  budgetDefaults,
  cityMultipliers,
  cityOptions,
  estimateRangePercent,
  minimumSizeSqFt,
  qualityOptions,
  qualityRates,
  savingTips,
  type CityKey,
} from "./budget-planning";

describe("budget calculator constants (spec section 9)", () => {
  it("uses the spec rates per sq ft", () => {
    expect(qualityRates).toEqual({ basic: 1200, premium: 1800, luxe: 2500 });
    expect(qualityOptions.map((q) => [q.key, q.ratePerSqFt])).toEqual([
      ["basic", 1200],
      ["premium", 1800],
      ["luxe", 2500],
    ]);
  });

  it("uses the spec city multipliers", () => {
    // Grouped as the spec words it: "mumbai, delhi, bengaluru 1.2; chennai, hyderabad, pune 1.1; tier-2-3 0.9; other 1".
    const specGroups: [number, CityKey[]][] = [
      [1.2, ["mumbai", "delhi", "bengaluru"]],
      [1.1, ["chennai", "hyderabad", "pune"]],
      [0.9, ["tier-2-3"]],
      [1, ["other"]],
    ];
    expect(cityMultipliers).toEqual(
      Object.fromEntries(specGroups.flatMap(([multiplier, keys]) => keys.map((key) => [key, multiplier]))),
    );
    expect(cityOptions.map((c) => c.key).sort()).toEqual(
      Object.keys(cityMultipliers).sort(),
    );
    for (const c of cityOptions)
      expect(c.multiplier).toBe(cityMultipliers[c.key]);
  });

  it("uses the spec add-on surcharges in percent", () => {
    expect(addOnSurchargePercent).toEqual({
      falseCeiling: 6,
      balconyDecking: 3,
      appliances: 7,
    });
    for (const a of addOnOptions)
      expect(a.surchargePercent).toBe(addOnSurchargePercent[a.key]);
  });

  it("splits the estimate into the spec shares, adding up to 100", () => {
    expect(breakdownSharePercent).toEqual({
      modularsCarpentry: 35,
      civilElectrical: 20,
      finishes: 20,
      furnitureDecor: 15,
      lightingAppliances: 10,
    });
    expect(breakdownShares.reduce((sum, b) => sum + b.sharePercent, 0)).toBe(
      100,
    );
    expect(new Set(breakdownShares.map((b) => b.label)).size).toBe(5);
  });

  it("has the spec defaults, range and minimum size", () => {
    expect(budgetDefaults).toEqual({
      sizeSqFt: 900,
      city: "other",
      quality: "premium",
      addOns: { falseCeiling: true, balconyDecking: false, appliances: false },
    });
    expect(estimateRangePercent).toEqual({ min: 90, max: 110 });
    expect(minimumSizeSqFt).toBe(200);
  });

  it("gives every option a readable label", () => {
    for (const o of [...qualityOptions, ...cityOptions, ...addOnOptions]) {
      expect(o.label).toMatch(/^[A-Z]/);
    }
    expect(savingTips.length).toBeGreaterThanOrEqual(5);
  });
});
