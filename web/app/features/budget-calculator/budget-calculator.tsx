import { Printer } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import {
  addOnOptions,
  breakdownShares,
  budgetDefaults,
  cityOptions,
  minimumSizeSqFt,
  printEstimateLabel,
  qualityOptions,
  type AddOn,
  type CityKey,
  type Quality,
} from "~/content/guides/budget-planning";
import { settings } from "~/content/settings";
import { cn } from "~/lib/cn";
// Inlined and hoisted by React into <head>: print rules should not cost a render-blocking request.
import printCss from "./budget-print.css?raw";
import { estimateBudget, formatInr, parseSize } from "./estimate-budget";

/** The calculator of spec section 9: inputs on one side, the estimate, its range and breakdown on the other. */
export function BudgetCalculator() {
  const [size, setSize] = useState(String(budgetDefaults.sizeSqFt));
  const [city, setCity] = useState<CityKey>(budgetDefaults.city);
  const [quality, setQuality] = useState<Quality>(budgetDefaults.quality);
  const [addOns, setAddOns] = useState<Record<AddOn, boolean>>({ ...budgetDefaults.addOns });
  const qualityName = useId();
  const sizeSqFt = parseSize(size);
  const result = estimateBudget({ sizeSqFt, city, quality, addOns });
  const cityLabel = cityOptions.find((c) => c.key === city)?.label ?? city;
  const qualityLabel = qualityOptions.find((q) => q.key === quality)?.label ?? quality;
  const chosenAddOns = addOnOptions.filter((a) => addOns[a.key]).map((a) => a.label);

  return (
    <div data-print-page="budget" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
      <style href="budget-print" precedence="low">
        {printCss}
      </style>
      <form
        aria-label="Budget calculator"
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-col gap-8 rounded-card bg-white p-6 shadow-soft sm:p-8"
        data-print-hide=""
      >
        {/* On phones the result card sits below the form; this bar keeps the figure in view while editing. */}
        <a
          href="#estimate-heading"
          className="sticky top-[calc(var(--shell-header-height)+0.5rem)] z-10 -mx-2 flex min-h-12 items-center justify-between gap-3 rounded-pill bg-ink px-5 py-2 text-ivory shadow-lift lg:hidden"
        >
          <span className="text-sm text-sand">Estimate</span>
          <span className="font-display text-xl font-semibold">{formatInr(result.estimate)}</span>
        </a>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            label="Home size (carpet area, sq ft)"
            type="number"
            inputMode="numeric"
            min={minimumSizeSqFt}
            step={10}
            value={size}
            onChange={(e) => setSize(e.target.value)}
            hint={`Minimum ${minimumSizeSqFt} sq ft`}
          />
          <SelectField
            label="City"
            value={city}
            onChange={(e) => setCity(e.target.value as CityKey)}
            options={cityOptions.map((c) => ({ value: c.key, label: c.label }))}
          />
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-semibold text-ink">Finish quality</legend>
          <div className="grid gap-3 md:grid-cols-3">
            {qualityOptions.map((q) => (
              <label
                key={q.key}
                className={cn(
                  "flex cursor-pointer flex-col gap-2 rounded-card p-4 ring-1 ring-line transition-colors ring-inset hover:bg-limewash",
                  "has-checked:bg-accent-soft has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-3 has-focus-visible:outline-accent",
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={qualityName}
                    value={q.key}
                    checked={quality === q.key}
                    onChange={() => setQuality(q.key)}
                    className="size-4 accent-accent"
                  />
                  <span className="font-semibold">{q.label}</span>
                  <span className="ml-auto text-sm text-ink-muted">₹{q.ratePerSqFt.toLocaleString("en-IN")}/sq ft</span>
                </span>
                <span className="text-sm leading-snug text-ink-muted">{q.description}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">Add-ons</legend>
          <div className="flex flex-col gap-1">
            {addOnOptions.map((a) => (
              <Checkbox
                key={a.key}
                label={
                  <>
                    {a.label} <span className="text-ink-muted">(+{a.surchargePercent}%)</span>
                  </>
                }
                hint={a.description}
                checked={addOns[a.key]}
                onChange={(e) => {
                  const checked = e.target.checked;
                  setAddOns((prev) => ({ ...prev, [a.key]: checked }));
                }}
              />
            ))}
          </div>
        </fieldset>
      </form>

      <section
        aria-labelledby="estimate-heading"
        className="flex flex-col gap-6 self-start rounded-card bg-ink p-6 text-ivory shadow-lift sm:p-8 lg:sticky lg:top-[calc(var(--shell-header-height)+1.5rem)]"
      >
        <p className="hidden font-display text-2xl print:block">
          <span className="block">{settings.brandName}</span>
          <span className="block font-sans text-base font-normal">Interior budget estimate</span>
        </p>
        <dl className="hidden gap-1 text-sm print:grid print:grid-cols-[auto_1fr] print:gap-x-4">
          <dt>Home size</dt>
          <dd>{Math.max(0, sizeSqFt).toLocaleString("en-IN")} sq ft</dd>
          <dt>City</dt>
          <dd>{cityLabel}</dd>
          <dt>Finish quality</dt>
          <dd>{qualityLabel}</dd>
          <dt>Add-ons</dt>
          <dd>{chosenAddOns.length ? chosenAddOns.join(", ") : "None"}</dd>
        </dl>
        <div className="flex flex-col gap-1" aria-live="polite" aria-atomic="true">
          <h2 id="estimate-heading" className="font-sans text-sm font-semibold tracking-[0.14em] text-sand uppercase">
            Estimated budget
          </h2>
          <p className="font-display text-5xl leading-tight font-semibold" data-testid="estimate">
            {formatInr(result.estimate)}
          </p>
          <p className="text-base text-sand" data-testid="estimate-range">
            Range {formatInr(result.min)} to {formatInr(result.max)}
          </p>
        </div>
        <div>
          <h3 className="mb-3 font-sans text-sm font-semibold tracking-[0.14em] text-sand uppercase">Where the money goes</h3>
          <ul className="flex flex-col gap-3">
            {breakdownShares.map((b) => (
              <li key={b.key} className="flex flex-col gap-1.5">
                <span className="flex items-baseline justify-between gap-3 text-sm">
                  <span>
                    {b.label} <span className="text-sand">· {b.sharePercent}%</span>
                  </span>
                  <span className="font-semibold tabular-nums" data-testid={`breakdown-${b.key}`}>
                    {formatInr(result.breakdown[b.key])}
                  </span>
                </span>
                <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-pill bg-ivory/15 print:hidden">
                  <span className="block h-full rounded-pill bg-brass" style={{ width: `${b.sharePercent * 2.5}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-xs leading-relaxed text-sand">An indicative range for planning, not a quotation. Your designer quotes after measuring your home.</p>
        <Button variant="secondary" size="lg" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="size-5" />
          {printEstimateLabel}
        </Button>
      </section>
    </div>
  );
}
