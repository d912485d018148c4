import { twColor, type PaletteName, type Shade } from "~/components/illustrations/tailwind-palette";
import { neutralPalette, type HueKey, type ShadeRef } from "~/content/guides/color-scheme";

/** CSS colour of a swatch: the picked hue or the warm neutral at a Tailwind shade step. */
export function swatchColor(hue: HueKey, ref: ShadeRef): string {
  const name = (ref.source === "hue" ? hue : neutralPalette) as PaletteName;
  // The shared palette holds 100..800; 50 is the 100 tint lifted toward white, darker steps stop at 800.
  if (ref.step === 50) return `color-mix(in oklab, ${twColor(name, 100)} 45%, #ffffff)`;
  const step = Math.min(800, ref.step) as Shade;
  return twColor(name, step);
}
