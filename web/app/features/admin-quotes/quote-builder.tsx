// The quote builder on the lead's page: rooms, lines from the price list (or one-off), and the totals, checked by the
// server as they are typed (its figures and its refusals, by the field) before the version is saved.
import { Plus } from "lucide-react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { FormError } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { AdminApiError, errorMessage, useAdminSubmit, type Me } from "~/lib/admin-api";
import { previewQuote, saveQuoteVersion } from "./api";
import { draftFromVersion, newRoom, pricedRooms, toDraft, type FieldErrors, type RoomDraft } from "./builder-draft";
import { RoomEditor, RoomNames } from "./builder-room";
import { Schedule, Totals } from "./quote-figures";
import { computeQuote, formatPercent } from "./quote-money";
import type { Computed, QuoteSettings, Tier, Version } from "./quote-types";
import { QUOTE_LIMITS, TIERS } from "./quote-words";

interface BuilderProps {
  leadId: number;
  me: Me;
  settings: QuoteSettings;
  /** The latest version, which the new one starts from; null for the first. */
  latest: Version | null;
  onSaved: (version: Version) => void;
  onClose: () => void;
}

/** The server's figures for exactly this draft, or its refusal by the field. */
interface Checked {
  body: string;
  computed: Computed | null;
  fields: FieldErrors;
  error: string;
}

export function QuoteBuilder({ leadId, me, settings, latest, onSaved, onClose }: BuilderProps) {
  const firstItem = settings.priceList[0]?.id ?? 0;
  const [tier, setTier] = useState<Tier>(latest?.rooms[0]?.lines[0]?.tier ?? "premium");
  const [rooms, setRooms] = useState<RoomDraft[]>(() => (latest ? draftFromVersion(latest) : [newRoom("", firstItem, "premium")]));
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState<Checked | null>(null);
  const save = useAdminSubmit();
  const basedOn = latest?.number ?? 0;
  const { draft, errors: typed } = useMemo(() => toDraft(rooms, note, basedOn), [rooms, note, basedOn]);
  const body = JSON.stringify(draft);
  const valid = Object.keys(typed).length === 0;

  // The server prices what is typed, a moment after the typing stops; nothing is saved.
  useEffect(() => {
    if (!valid) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      previewQuote(leadId, JSON.parse(body) as typeof draft, ctl.signal)
        .then((computed) => setChecked({ body, computed, fields: {}, error: "" }))
        .catch((err: unknown) => {
          if (ctl.signal.aborted) return;
          const fields = err instanceof AdminApiError ? err.fields : {};
          setChecked({
            body,
            computed: null,
            fields,
            error: Object.keys(fields).length ? "" : errorMessage(err),
          });
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [leadId, body, valid]);

  const current = checked?.body === body ? checked : null;
  // Until the server answers for what is typed now, the same rule computed here (quote-money.ts) shows the figures.
  const figures = current?.computed ?? (valid && !current ? computeQuote(pricedRooms(draft, settings.priceList), settings.milestones) : null);
  const errors: FieldErrors = {
    ...typed,
    ...(current?.fields ?? {}),
    ...save.fields,
  };
  const limit = me.role === "owner" ? settings.discountLimits.owner : settings.discountLimits.sales;
  const discountHint = `Your role may give up to ${formatPercent(limit)} off a line.`;
  const lines = rooms.reduce((n, r) => n + r.lines.length, 0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    let saved: Version | null = null;
    if (await save.run(async () => (saved = await saveQuoteVersion(leadId, draft)))) onSaved(saved!);
  }

  return (
    <form aria-label={`Quote v${basedOn + 1}`} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <RoomNames />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Finish for new lines"
          className="w-full sm:w-64"
          value={tier}
          options={TIERS.map((t) => ({ value: t.value, label: t.label }))}
          onChange={(e) => setTier(e.target.value as Tier)}
        />
        <Button
          variant="secondary"
          onClick={() =>
            setRooms(
              rooms.map((r) => ({
                ...r,
                lines: r.lines.map((l) => ({ ...l, tier })),
              })),
            )
          }
        >
          Use this finish on every line
        </Button>
        <p className="basis-full text-sm text-ink-muted">{discountHint}</p>
      </div>
      {rooms.map((room, r) => (
        <RoomEditor
          key={room.key}
          room={room}
          index={r}
          priceList={settings.priceList}
          defaultTier={tier}
          errors={errors}
          figures={figures?.rooms[r]}
          onChange={(next) => setRooms(rooms.map((x, i) => (i === r ? next : x)))}
          onRemove={rooms.length > 1 ? () => setRooms(rooms.filter((_, i) => i !== r)) : null}
        />
      ))}
      <Button
        variant="secondary"
        className="self-start"
        disabled={rooms.length >= QUOTE_LIMITS.rooms || lines >= QUOTE_LIMITS.lines}
        onClick={() => setRooms([...rooms, newRoom("", firstItem, tier)])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a room
      </Button>
      <TextArea
        label="What changed (for the team)"
        rows={2}
        maxLength={QUOTE_LIMITS.note}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        hint={latest ? "The changes from the last version are listed by themselves." : undefined}
        error={errors.note}
      />
      <FormError message={errors.rooms ?? current?.error ?? ""} />
      {figures ? (
        <div className="flex flex-col gap-4 rounded-card bg-limewash p-4">
          <Totals totals={figures.totals} label={`Totals of v${basedOn + 1}`} />
          <Schedule milestones={figures.milestones} />
        </div>
      ) : null}
      <FormError message={save.error} />
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap gap-2 bg-white/95 px-1 py-2">
        <Button type="submit" disabled={save.busy || !valid}>
          Save v{basedOn + 1}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Close without saving
        </Button>
      </div>
    </form>
  );
}
