// One room of the quote builder: its name and its lines, each from the price list or a one-off.
import { ChevronDown, Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { controlClass, FieldFrame, useFieldIds } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { linePath, newLine, type FieldErrors, type LineDraft, type RoomDraft } from "./builder-draft";
import { formatRupees } from "./quote-money";
import type { Item, Line, Room, Tier, Unit } from "./quote-types";
import { CATEGORIES, GST_RATES, QUOTE_LIMITS, TIERS, UNITS, unitShort } from "./quote-words";

/** Rooms staff name most; the field takes any name. */
const ROOM_NAMES = ["Kitchen", "Living room", "Dining", "Master bedroom", "Bedroom 2", "Bedroom 3", "Kids' room", "Pooja room", "Foyer", "Whole home"];
const ROOM_NAMES_LIST = "quote-room-names";

export function RoomNames() {
  return (
    <datalist id={ROOM_NAMES_LIST}>
      {ROOM_NAMES.map((n) => (
        <option key={n} value={n} />
      ))}
    </datalist>
  );
}

/** The price list by category (in quotes.json's order), then "One-off line": a native select, thumb-friendly on phones. */
function ItemSelect({ value, priceList, error, onChange }: { value: number; priceList: Item[]; error?: string; onChange: (itemId: number) => void }) {
  const ids = useFieldIds({ error });
  const known = new Set(CATEGORIES.map((c) => c.value));
  const groups = [
    ...CATEGORIES.map((c) => ({
      label: c.label,
      items: priceList.filter((it) => it.category === c.value),
    })),
    {
      label: "Other",
      items: priceList.filter((it) => !known.has(it.category)),
    },
  ].filter((g) => g.items.length > 0);
  return (
    <FieldFrame label="Item" error={error} ids={ids} className="col-span-2 sm:col-span-3">
      <div className="relative">
        <select
          id={ids.id}
          value={String(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${controlClass} appearance-none pr-11`}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.items.map((it) => (
                <option key={it.id} value={it.id}>
                  {it.name}
                </option>
              ))}
            </optgroup>
          ))}
          <option value="0">One-off line (not on the price list)</option>
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
    </FieldFrame>
  );
}

interface RoomProps {
  room: RoomDraft;
  index: number;
  priceList: Item[];
  defaultTier: Tier;
  errors: FieldErrors;
  /** The figures of this room, when they are known for what is typed now. */
  figures: Room | undefined;
  onChange: (room: RoomDraft) => void;
  onRemove: (() => void) | null;
}

export function RoomEditor({ room, index, priceList, defaultTier, errors, figures, onChange, onRemove }: RoomProps) {
  const label = room.name.trim() || `Room ${index + 1}`;
  const setLine = (i: number, line: LineDraft) =>
    onChange({
      ...room,
      lines: room.lines.map((l, j) => (j === i ? line : l)),
    });
  return (
    <section aria-label={label} className="flex flex-col gap-3 rounded-card bg-ivory p-4 ring-1 ring-line">
      <div className="flex items-end gap-2">
        <TextField
          label="Room name"
          className="flex-1"
          value={room.name}
          list={ROOM_NAMES_LIST}
          maxLength={QUOTE_LIMITS.name}
          placeholder="Kitchen"
          onChange={(e) => onChange({ ...room, name: e.target.value })}
          error={errors[`rooms.${index}.name`]}
        />
        {onRemove ? (
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${label}`} className="mb-0.5">
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
      </div>
      <ol className="flex flex-col gap-3">
        {room.lines.map((line, i) => (
          <li key={line.key}>
            <LineEditor
              line={line}
              label={`${label}, line ${i + 1}`}
              path={(field) => linePath(index, i, field)}
              priceList={priceList}
              errors={errors}
              figures={figures?.lines[i]}
              onChange={(next) => setLine(i, next)}
              onRemove={
                room.lines.length > 1
                  ? () =>
                      onChange({
                        ...room,
                        lines: room.lines.filter((_, j) => j !== i),
                      })
                  : null
              }
            />
          </li>
        ))}
      </ol>
      {errors[`rooms.${index}.lines`] ? <p className="text-sm font-semibold text-danger">{errors[`rooms.${index}.lines`]}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            onChange({
              ...room,
              lines: [...room.lines, newLine(room.lines.at(-1)?.itemId ?? priceList[0]?.id ?? 0, defaultTier)],
            })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a line to {label}
        </Button>
        {figures ? (
          <p className="text-sm font-semibold tabular-nums">
            {label}: {formatRupees(figures.totalPaise)}
          </p>
        ) : null}
      </div>
    </section>
  );
}

interface LineProps {
  line: LineDraft;
  label: string;
  path: (field: "itemId" | "tier" | "quantity" | "discountBp" | "name" | "unit" | "ratePaise" | "gstBp") => string;
  priceList: Item[];
  errors: FieldErrors;
  figures: Line | undefined;
  onChange: (line: LineDraft) => void;
  onRemove: (() => void) | null;
}

function LineEditor({ line, label, path, priceList, errors, figures, onChange, onRemove }: LineProps) {
  const item = priceList.find((it) => it.id === line.itemId);
  const unit: Unit = item?.unit ?? line.unit;
  const set = (change: Partial<LineDraft>) => onChange({ ...line, ...change });
  // A tier the item is not offered in is left out, unless the line already has it (the server then says so).
  const tiers = TIERS.filter((t) => !item || item.rates[t.value] > 0 || t.value === line.tier).map((t) => ({
    value: t.value,
    label: item ? `${t.label} ${formatRupees(item.rates[t.value])}` : t.label,
  }));
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-field bg-white p-3 sm:grid-cols-3">
      <legend className="sr-only">{label}</legend>
      <ItemSelect value={line.itemId} priceList={priceList} error={errors[path("itemId")]} onChange={(itemId) => set({ itemId })} />
      {line.itemId === 0 ? (
        <>
          <TextField
            label="Line name"
            className="col-span-2 sm:col-span-3"
            value={line.name}
            maxLength={QUOTE_LIMITS.name}
            onChange={(e) => set({ name: e.target.value })}
            error={errors[path("name")]}
          />
          <SelectField
            label="Unit"
            value={line.unit}
            options={UNITS.map((u) => ({ value: u.value, label: u.label }))}
            onChange={(e) => set({ unit: e.target.value as Unit })}
            error={errors[path("unit")]}
          />
          <TextField label="Rate (₹)" inputMode="decimal" value={line.rate} onChange={(e) => set({ rate: e.target.value })} error={errors[path("ratePaise")]} />
          <SelectField
            label="GST"
            value={String(line.gstBp)}
            options={GST_RATES}
            onChange={(e) => set({ gstBp: Number(e.target.value) })}
            error={errors[path("gstBp")]}
          />
        </>
      ) : (
        // A one-off line has its own rate: a finish tier means nothing to it.
        <SelectField
          label="Finish"
          className="col-span-2 sm:col-span-1"
          value={line.tier}
          options={tiers}
          onChange={(e) => set({ tier: e.target.value as Tier })}
          error={errors[path("tier")]}
        />
      )}
      <TextField
        label="Quantity"
        hint={`In ${unitShort(unit)}.`}
        inputMode="decimal"
        value={line.quantity}
        onChange={(e) => set({ quantity: e.target.value })}
        error={errors[path("quantity")]}
      />
      <TextField
        label="Discount %"
        inputMode="decimal"
        value={line.discount}
        onChange={(e) => set({ discount: e.target.value })}
        error={errors[path("discountBp")]}
      />
      <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-3">
        <p className="text-sm tabular-nums">
          {figures ? (
            <>
              <span className="font-semibold">{formatRupees(figures.totalPaise)}</span>
              <span className="text-ink-muted"> incl. GST {formatRupees(figures.gstPaise)}</span>
            </>
          ) : (
            <span className="text-ink-muted">—</span>
          )}
        </p>
        {onRemove ? (
          <Button variant="ghost" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove line<span className="sr-only"> {label}</span>
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
