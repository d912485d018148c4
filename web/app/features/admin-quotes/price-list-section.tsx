// Settings → Price list and quotes (owners): the items with a rate per finish tier and their GST, the largest discount
// each role may give, the payment milestones, the validity and the terms printed on every quote.
import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LoadedEditor, Panel, SaveBar, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { useAdminQuery, useAdminSubmit, useStaleEdit } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { readQuoteSettings, saveQuoteSettings } from "./api";
import { formatPercent } from "./quote-money";
import { fromDraft, milestonesTotalBp, newItem, newMilestone, settingsDraft, type ItemDraft, type SettingsDraft } from "./price-list-form";
import type { QuoteSettings, Unit } from "./quote-types";
import { CATEGORIES, GST_RATES, QUOTE_LIMITS, TIERS, UNITS } from "./quote-words";

export function PriceListSection() {
  const query = useAdminQuery("quote-settings", readQuoteSettings);
  return (
    <Panel title="Price list and quotes" className="mb-6">
      <LoadedEditor query={query} loading="Loading the price list…" editor={PriceListForm} />
    </Panel>
  );
}

function PriceListForm({ first, onStale }: { first: QuoteSettings; onStale: () => void }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraft(first));
  const [version, setVersion] = useState(first.version);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState("");
  const save = useAdminSubmit();
  const { stale, guard, clear } = useStaleEdit();
  const errors = { ...typed, ...save.fields };
  const set = (change: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setItem = (i: number, item: ItemDraft) => set({ items: draft.items.map((x, j) => (j === i ? item : x)) });
  const totalBp = milestonesTotalBp(draft);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved("");
    const { settings, errors: found } = fromDraft(draft, version);
    setTyped(found);
    if (Object.keys(found).length) return;
    await save.run(async () => {
      const next = await guard(() => saveQuoteSettings(settings));
      setDraft(settingsDraft(next));
      setVersion(next.version);
      setSaved("Saved. New quotes use this price list; saved versions keep their own prices.");
    });
  }

  return (
    <form aria-label="Price list and quotes" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <StaleNotice
        message={stale}
        onReload={() => {
          clear();
          onStale();
        }}
      />
      <p className="text-ink-muted">
        Rates are in rupees per unit, before GST; leave a tier empty when the item is not offered in it. Designers and sales pick from this list on a
        lead&apos;s page.
      </p>
      <ol className="flex flex-col gap-3">
        {draft.items.map((item, i) => (
          <li key={item.key}>
            <ItemFields
              item={item}
              index={i}
              errors={errors}
              onChange={(next) => setItem(i, next)}
              onRemove={() => set({ items: draft.items.filter((_, j) => j !== i) })}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        disabled={draft.items.length >= QUOTE_LIMITS.items}
        onClick={() => set({ items: [...draft.items, newItem()] })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add an item
      </Button>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <legend className="mb-2 font-semibold">Largest discount on a line</legend>
        <TextField
          label="Owners (%)"
          inputMode="decimal"
          value={draft.owner}
          onChange={(e) => set({ owner: e.target.value })}
          error={errors["discountLimits.owner"]}
        />
        <TextField
          label="Sales and designers (%)"
          inputMode="decimal"
          value={draft.sales}
          onChange={(e) => set({ sales: e.target.value })}
          error={errors["discountLimits.sales"]}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3 lg:max-w-2xl">
        <legend className="mb-2 font-semibold">Payment milestones</legend>
        <p className="text-sm text-ink-muted">The first is the booking amount the customer pays online after accepting.</p>
        {draft.milestones.map((m, i) => (
          <div key={m.key} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-end gap-2">
            <TextField
              label={`Milestone ${i + 1}`}
              value={m.label}
              maxLength={QUOTE_LIMITS.milestoneLabel}
              onChange={(e) =>
                set({
                  milestones: draft.milestones.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)),
                })
              }
              error={errors[`milestones.${i}.label`]}
            />
            <TextField
              label="Share (%)"
              inputMode="decimal"
              value={m.percent}
              onChange={(e) =>
                set({
                  milestones: draft.milestones.map((x, j) => (j === i ? { ...x, percent: e.target.value } : x)),
                })
              }
              error={errors[`milestones.${i}.percentBp`]}
            />
            <Button
              variant="ghost"
              aria-label={`Remove milestone ${i + 1}`}
              disabled={draft.milestones.length <= 1}
              onClick={() => set({ milestones: draft.milestones.filter((_, j) => j !== i) })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <p role="status" className={cn("text-sm font-semibold", totalBp === 10000 ? "text-success" : "text-danger")}>
          {totalBp === 10000 ? "Adds up to 100%." : `Adds up to ${formatPercent(totalBp)}; the milestones must add up to 100%.`}
        </p>
        {errors.milestones ? <p className="text-sm font-semibold text-danger">{errors.milestones}</p> : null}
        <Button
          variant="secondary"
          className="self-start"
          disabled={draft.milestones.length >= QUOTE_LIMITS.milestones}
          onClick={() => set({ milestones: [...draft.milestones, newMilestone()] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a milestone
        </Button>
      </fieldset>
      <TextField
        label="A quote is valid for (days)"
        className="sm:max-w-xs"
        inputMode="numeric"
        value={draft.validDays}
        onChange={(e) => set({ validDays: e.target.value })}
        error={errors.validDays}
      />
      <TextArea
        label="Terms printed on every quote"
        rows={5}
        maxLength={QUOTE_LIMITS.terms}
        value={draft.terms}
        onChange={(e) => set({ terms: e.target.value })}
        error={errors.terms}
      />
      <SaveBar
        save={{
          ...save,
          error: save.error || (Object.keys(typed).length ? "Please correct the fields marked below." : ""),
        }}
        saved={saved}
        sticky
      >
        Save price list
      </SaveBar>
    </form>
  );
}

function ItemFields({
  item,
  index,
  errors,
  onChange,
  onRemove,
}: {
  item: ItemDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (item: ItemDraft) => void;
  onRemove: () => void;
}) {
  const label = item.name.trim() || `New item ${index + 1}`;
  const path = (field: string) => `priceList.${index}.${field}`;
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-card bg-ivory p-3 ring-1 ring-line sm:grid-cols-3 lg:grid-cols-[minmax(0,2.6fr)_minmax(0,1.7fr)_minmax(0,1.4fr)_repeat(3,minmax(0,0.9fr))_minmax(0,0.9fr)_auto] lg:items-end">
      <legend className="sr-only">{label}</legend>
      <TextField
        label="Item"
        className="col-span-2 sm:col-span-3 lg:col-span-1"
        value={item.name}
        maxLength={QUOTE_LIMITS.name}
        onChange={(e) => onChange({ ...item, name: e.target.value })}
        error={errors[path("name")]}
      />
      <SelectField
        label="Category"
        className="col-span-2 sm:col-span-1"
        value={item.category}
        options={CATEGORIES}
        onChange={(e) => onChange({ ...item, category: e.target.value })}
        error={errors[path("category")]}
      />
      <SelectField
        label="Unit"
        className="col-span-2 sm:col-span-1"
        value={item.unit}
        options={UNITS.map((u) => ({
          value: u.value,
          label: u.label,
        }))}
        onChange={(e) => onChange({ ...item, unit: e.target.value as Unit })}
        error={errors[path("unit")]}
      />
      {TIERS.map((t) => (
        <TextField
          key={t.value}
          label={`${t.label} (₹)`}
          inputMode="decimal"
          value={item.rates[t.value]}
          onChange={(e) =>
            onChange({
              ...item,
              rates: { ...item.rates, [t.value]: e.target.value },
            })
          }
          error={errors[path(`rates.${t.value}`)]}
        />
      ))}
      <SelectField
        label="GST"
        value={String(item.gstBp)}
        options={GST_RATES}
        onChange={(e) => onChange({ ...item, gstBp: Number(e.target.value) })}
        error={errors[path("gstBp")]}
      />
      <Button variant="ghost" className="self-end justify-self-start" onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="lg:sr-only">Remove</span>
        <span className="sr-only"> {label}</span>
      </Button>
      {/* The server speaks of the rates together, and of an item's number. */}
      {errors[path("rates")] || errors[path("id")] ? (
        <p className="col-span-full text-sm font-semibold text-danger">{errors[path("rates")] ?? errors[path("id")]}</p>
      ) : null}
    </fieldset>
  );
}
