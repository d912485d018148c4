// "Log a call": how it went, a note and the next follow-up, saved together in one request.
// The server decides where the status moves (lead.StatusAfterCall); the page shows the answer.
import { useState, type FormEvent, type ReactNode } from "react";
import { FormError, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useAdminSubmit } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { logCall } from "~/features/admin-leads/api";
import { addDays, formatDay, indiaToday } from "~/features/admin-leads/parts/lead-dates";
import type { Lead } from "~/features/admin-leads/lead-types";
import type { ChangeLead } from "./lead-work";
import { NoteArea } from "./note-area";
import { CALL_OUTCOMES, LEAD_MESSAGES, type CallOutcome } from "~/features/admin-leads/vocabulary";

type NextChoice = "today" | "tomorrow" | "3days" | "week" | "date" | "none";

const NEXT_CHOICES: ReadonlyArray<{ value: NextChoice; label: string; days?: number }> = [
  { value: "today", label: "Later today", days: 0 },
  { value: "tomorrow", label: "Tomorrow", days: 1 },
  { value: "3days", label: "In 3 days", days: 3 },
  { value: "week", label: "Next week", days: 7 },
  { value: "date", label: "Pick a date" },
  { value: "none", label: "No follow-up" },
];

/** The follow-up offered first after each outcome; none after those that close the lead. */
const SUGGESTED: Record<CallOutcome, NextChoice | null> = {
  answered: "3days",
  no_answer: "tomorrow",
  call_back: "tomorrow",
  not_interested: null,
  wrong_number: null,
};

function Chip({ name, value, checked, onChange, children }: { name: string; value: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label
      className={cn(
        "inline-flex min-h-11 cursor-pointer items-center rounded-pill px-4 text-sm font-semibold ring-1 ring-inset select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
        checked ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-line hover:bg-limewash",
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="sr-only" />
      {children}
    </label>
  );
}

export function LogCallPanel({ lead, change }: { lead: Lead; change: ChangeLead }) {
  const submit = useAdminSubmit();
  const [outcome, setOutcome] = useState<CallOutcome | "">("");
  const [next, setNext] = useState<NextChoice>("none");
  const [date, setDate] = useState("");
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState("");
  const [saved, setSaved] = useState("");
  const today = indiaToday();
  const closes = outcome === "not_interested" || outcome === "wrong_number";

  function choose(o: CallOutcome) {
    setOutcome(o);
    setMissing("");
    setNext(SUGGESTED[o] ?? "none");
  }

  function followUpOn(): string {
    if (closes || next === "none") return "";
    if (next === "date") return date;
    return addDays(today, NEXT_CHOICES.find((c) => c.value === next)?.days ?? 0);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!outcome) return setMissing(LEAD_MESSAGES.callOutcomeRequired);
    const day = followUpOn();
    const ok = await submit.run(() => change(() => logCall(lead, { outcome, note: note.trim(), followUpOn: day })));
    if (ok) {
      setSaved(`Call saved${day ? `; next follow-up ${formatDay(day)}` : ""}.`);
      setOutcome("");
      setNext("none");
      setNote("");
      setDate("");
    }
  }

  return (
    <Panel title="Log a call">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <fieldset aria-describedby={missing ? "call-outcome-error" : undefined}>
          <legend className="mb-2 text-sm font-semibold">How did it go?</legend>
          <div className="flex flex-wrap gap-2">
            {CALL_OUTCOMES.map((o) => (
              <Chip key={o.value} name="outcome" value={o.value} checked={outcome === o.value} onChange={() => choose(o.value)}>
                {o.label}
              </Chip>
            ))}
          </div>
          {missing || submit.fields.outcome ? (
            <p id="call-outcome-error" className="mt-2 text-sm font-semibold text-danger">
              {missing || submit.fields.outcome}
            </p>
          ) : null}
        </fieldset>
        {closes ? (
          <p className="rounded-field bg-limewash px-4 py-3 text-sm">Saving marks this lead lost, with the reason “{CALL_OUTCOMES.find((o) => o.value === outcome)?.label}”.</p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">Next follow-up</legend>
            <div className="flex flex-wrap gap-2">
              {NEXT_CHOICES.map((c) => (
                <Chip key={c.value} name="next" value={c.value} checked={next === c.value} onChange={() => setNext(c.value)}>
                  {c.label}
                </Chip>
              ))}
            </div>
            {next === "date" ? (
              <TextField className="mt-3" label="Follow-up on" name="followUpOn" type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} error={submit.fields.followUpOn} />
            ) : submit.fields.followUpOn ? (
              <p className="mt-2 text-sm font-semibold text-danger">{submit.fields.followUpOn}</p>
            ) : null}
          </fieldset>
        )}
        <NoteArea
          label="What was said"
          hint="Optional. Shown in the timeline with your name."
          name="note"
          rows={2}
          value={note}
          onChange={setNote}
          error={submit.fields.note}
        />
        <FormError message={submit.error} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={submit.busy}>
            Save call
          </Button>
          <p role="status" className="text-sm text-ink-muted">
            {saved}
          </p>
        </div>
      </form>
    </Panel>
  );
}
