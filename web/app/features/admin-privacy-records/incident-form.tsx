import { useState, type FormEvent } from "react";
import { FormError } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import breachContent from "~/content/breach.json";
import { useAdminSubmit } from "~/lib/admin-api";
import type { IncidentFields } from "./api";

const limits = breachContent.limits;

/** An ISO instant as a datetime-local value in the browser's time ("2026-11-27T15:30"). */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "12, 15 40" as lead ids; a word that is not a whole number becomes 0, which the server refuses with its sentence. */
function parseLeadIds(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((t) => (/^L?\d{1,15}$/i.test(t) ? Number(t.replace(/^L/i, "")) : 0));
}

export const blankIncident = (): IncidentFields => ({
  summary: "",
  foundAt: new Date().toISOString(),
  happenedAt: null,
  data: "",
  people: 0,
  leadIds: [],
  consequences: "",
  measures: "",
  advice: "",
  reportedAt: null,
  version: 0,
});

/** The fields of an incident; save sends them (a new one, or a change at the version read). */
export function IncidentForm({ first, label, save }: { first: IncidentFields; label: string; save: (f: IncidentFields) => Promise<unknown> }) {
  const [draft, setDraft] = useState(first);
  const [ids, setIds] = useState(first.leadIds.join(", "));
  const submit = useAdminSubmit();
  const err = (field: string) => submit.fields[field];
  const set = (change: Partial<IncidentFields>) => setDraft((d) => ({ ...d, ...change }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(() => save({ ...draft, leadIds: parseLeadIds(ids) }));
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <TextArea label="What happened" required rows={3} maxLength={limits.summary} value={draft.summary} error={err("summary")} onChange={(e) => set({ summary: e.target.value })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="When it was found"
          type="datetime-local"
          required
          value={toLocalInput(draft.foundAt)}
          error={err("foundAt")}
          hint="The 72 hours for the report to the Board count from here."
          onChange={(e) => set({ foundAt: fromLocalInput(e.target.value) ?? "" })}
        />
        <TextField
          label="When it happened (if known)"
          type="datetime-local"
          value={toLocalInput(draft.happenedAt)}
          error={err("happenedAt")}
          onChange={(e) => set({ happenedAt: fromLocalInput(e.target.value) })}
        />
      </div>
      <TextArea label="Personal data affected" required rows={2} maxLength={limits.data} value={draft.data} error={err("data")} onChange={(e) => set({ data: e.target.value })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="People affected (count)"
          type="number"
          inputMode="numeric"
          min={0}
          max={limits.peopleMax}
          value={draft.people}
          error={err("people")}
          onChange={(e) => set({ people: Number(e.target.value) || 0 })}
        />
        <TextField label="Affected lead ids (optional)" hint="Such as 12, 15, 40" value={ids} error={err("leadIds")} onChange={(e) => setIds(e.target.value)} />
      </div>
      <TextArea label="Likely consequences for them" rows={2} maxLength={limits.consequences} value={draft.consequences} error={err("consequences")} onChange={(e) => set({ consequences: e.target.value })} />
      <TextArea label="Measures taken" required rows={3} maxLength={limits.measures} value={draft.measures} error={err("measures")} onChange={(e) => set({ measures: e.target.value })} />
      <TextArea label="What affected people can do" rows={2} maxLength={limits.advice} value={draft.advice} error={err("advice")} onChange={(e) => set({ advice: e.target.value })} />
      <TextField
        label="Report sent to the Board at"
        type="datetime-local"
        value={toLocalInput(draft.reportedAt)}
        error={err("reportedAt")}
        hint="Fill in once the detailed report is sent; the countdown stops."
        onChange={(e) => set({ reportedAt: fromLocalInput(e.target.value) })}
      />
      <FormError message={submit.error} />
      <div>
        <Button type="submit" disabled={submit.busy}>
          {label}
        </Button>
      </div>
    </form>
  );
}
