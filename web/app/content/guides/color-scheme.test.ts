import { describe, expect, it } from "vitest";
import {
  colorOptions,
  colorSchemeDefaults,
  paletteModes,
} from "./color-scheme";

describe("colour scheme guide", () => {
  it("offers the 15 spec hues in order with distinct hue numbers", () => {
    expect(colorOptions.map((c) => c.key)).toEqual([
      "teal",
      "cyan",
      "sky",
      "blue",
      "indigo",
      "emerald",
      "green",
      "lime",
      "yellow",
      "amber",
      "orange",
      "red",
      "rose",
      "pink",
      "fuchsia",
    ]);
    for (const c of colorOptions) {
      expect(c.label.toLowerCase()).toBe(c.key);
      expect(c.hue).toBeGreaterThanOrEqual(0);
      expect(c.hue).toBeLessThan(360);
    }
    expect(new Set(colorOptions.map((c) => c.hue)).size).toBe(15);
  });

  it("has three palette modes with two swatch sets each", () => {
    expect(paletteModes.map((m) => m.label)).toEqual([
      "Hue-forward",
      "Neutral-first",
      "Accent-led",
    ]);
    for (const mode of paletteModes) {
      expect(mode.swatchSets).toHaveLength(2);
      for (const set of mode.swatchSets) {
        expect(Object.keys(set.pieces).sort()).toEqual([
          "accentChair",
          "cabinetry",
          "rug",
          "sofa",
          "wall",
        ]);
        // Every set shows the picked hue somewhere, or the picker would change nothing.
        expect(Object.values(set.pieces).some((p) => p.source === "hue")).toBe(
          true,
        );
      }
    }
  });

  it("defaults to teal and Hue-forward", () => {
    expect(colorSchemeDefaults).toEqual({ hue: "teal", mode: "hue-forward" });
    expect(
      paletteModes.find((m) => m.key === colorSchemeDefaults.mode)?.label,
    ).toBe("Hue-forward");
  });
});
