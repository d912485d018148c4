import { Check } from "lucide-react";
import { useId, useState } from "react";
import { FurniturePreview } from "~/components/illustrations/furniture-preview";
import { twColor } from "~/components/illustrations/tailwind-palette";
import {
  colorOptions,
  colorSchemeDefaults,
  furniturePieceLabels,
  paletteModes,
  type FurniturePiece,
  type HueKey,
  type PaletteModeKey,
  type SwatchSet,
} from "~/content/guides/color-scheme";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { swatchColor } from "./swatch-color";

const pieces = Object.keys(furniturePieceLabels) as FurniturePiece[];

function SwatchStrip({ hue, set }: { hue: HueKey; set: SwatchSet }) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs font-semibold text-ink-muted">{set.name}</p>
      <ul className="flex overflow-hidden rounded-lg ring-1 ring-line/70" aria-label={`${set.name} swatches`}>
        {pieces.map((piece) => (
          <li
            key={piece}
            className="h-9 flex-1"
            style={{ backgroundColor: swatchColor(hue, set.pieces[piece]) }}
            title={furniturePieceLabels[piece]}
          >
            <span className="sr-only">{furniturePieceLabels[piece]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Fifteen hue swatches (a radio group), three palette modes with two swatch sets each, and the furniture preview. */
export function ColorSchemeTool() {
  const [hue, setHue] = useState<HueKey>(colorSchemeDefaults.hue);
  const [mode, setMode] = useState<PaletteModeKey>(colorSchemeDefaults.mode);
  const hueName = useId();
  const modeName = useId();
  const chosen = colorOptions.find((c) => c.key === hue) ?? colorOptions[0]!;
  const chosenMode = paletteModes.find((m) => m.key === mode) ?? paletteModes[0]!;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-12">
      <div className="flex flex-col gap-8">
        <Card as="fieldset">
          <legend className="sr-only">Choose a colour</legend>
          <p aria-hidden="true" className="mb-4 text-sm font-semibold text-ink">
            Choose a colour
          </p>
          <div className="grid grid-cols-5 gap-x-2 gap-y-4">
            {colorOptions.map((option) => (
              <label key={option.key} className="group flex cursor-pointer flex-col items-center gap-1.5">
                <input
                  type="radio"
                  name={hueName}
                  value={option.key}
                  checked={hue === option.key}
                  onChange={() => setHue(option.key)}
                  className="peer sr-only"
                />
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full shadow-soft ring-2 ring-transparent ring-offset-2 ring-offset-white transition group-hover:scale-105 peer-checked:ring-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-accent"
                  style={{ backgroundColor: twColor(option.key, 500) }}
                >
                  {hue === option.key ? <Check className="size-5 text-white drop-shadow" /> : null}
                </span>
                <span className="text-xs text-ink-muted peer-checked:font-semibold peer-checked:text-ink">{option.label}</span>
              </label>
            ))}
          </div>
          <p className="mt-6 text-base text-ink-muted" aria-live="polite">
            <span className="font-semibold text-ink">{chosen.label}:</span> {chosen.mood}
          </p>
        </Card>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-ink">Palette mode</legend>
          <p className="mb-2 text-sm text-ink-muted">Swatches, left to right: {pieces.map((p) => furniturePieceLabels[p].toLowerCase()).join(", ")}.</p>
          {paletteModes.map((m) => (
            <label
              key={m.key}
              className={cn(
                "flex cursor-pointer flex-col gap-3 rounded-card bg-white p-5 shadow-soft ring-1 ring-transparent transition ring-inset",
                "has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-3 has-focus-visible:outline-accent",
              )}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name={modeName}
                  value={m.key}
                  checked={mode === m.key}
                  onChange={() => setMode(m.key)}
                  className="size-4 accent-accent"
                />
                <span className="font-display text-lg">{m.label}</span>
              </span>
              <span className="text-sm text-ink-muted">{m.description}</span>
              <span className="grid gap-3 sm:grid-cols-2">
                {m.swatchSets.map((set) => (
                  <SwatchStrip key={set.name} hue={hue} set={set} />
                ))}
              </span>
            </label>
          ))}
        </fieldset>
      </div>

      <figure className="order-first flex flex-col gap-4 self-start lg:order-none lg:sticky lg:top-[calc(var(--shell-header-height)+1.5rem)]">
        <div className="overflow-hidden rounded-card bg-white shadow-lift">
          <FurniturePreview hue={hue} mode={mode} className="block h-auto w-full" />
        </div>
        <figcaption className="flex flex-col gap-2">
          <p className="font-display text-xl" data-testid="preview-caption">
            {chosen.label}, {chosenMode.label}
          </p>
          <p className="text-base text-ink-muted">{chosenMode.description}</p>
        </figcaption>
      </figure>
    </div>
  );
}
