// The changes staff make to a lead: status, assignment, follow-up date, notes.
import { useState, type FormEvent } from "react";
import { FormError, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { useAdminSubmit } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { addNote, changeLead } from "~/features/admin-leads/api";
import type { Lead, StaffRef } from "~/features/admin-leads/lead-types";
import { NoteArea } from "./note-area";
import { LEAD_LIMITS, LEAD_MESSAGES, LEAD_STATUSES, PIPELINE } from "~/features/admin-leads/vocabulary";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** The order value an accepted quote gives a won lead. */
function quoteValue(q: NonNullable<Lead["acceptedQuote"]>) {
  return `${rupees.format(q.wonValue)}, the total of accepted quote v${q.number}.`;
}

/** Sends one change made through api.ts and answers with the lead as it now is (a stale one goes to the page's notice). */
export type ChangeLead = (call: () => Promise<{ lead: Lead }>) => Promise<Lead>;

function Pipeline({ lead }: { lead: Lead }) {
  const at = PIPELINE.findIndex((s) => s.value === lead.status);
  return (
    <ol aria-label="Status pipeline" className="mb-4 flex flex-wrap items-center gap-x-1 gap-y-2 text-xs font-semibold">
      {PIPELINE.map((s, i) => (
        <li key={s.value} className="flex items-center gap-1">
          <span
            aria-current={i === at ? "step" : undefined}
            className={cn(
              "rounded-pill px-2.5 py-1 whitespace-nowrap",
              i === at ? "bg-ink text-white" : i < at ? "bg-sage-soft text-sage-ink" : "bg-limewash text-ink-muted",
              lead.status === "lost" && "bg-limewash text-ink-muted",
            )}
          >
            {s.label}
          </span>
          {i < PIPELINE.length - 1 ? (
            <span aria-hidden="true" className="text-ink-muted">
              →
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function StatusPanel({ lead, change }: { lead: Lead; change: ChangeLead }) {
  const submit = useAdminSubmit();
  const [status, setStatus] = useState<string>(lead.status);
  const [reasonError, setReasonError] = useState("");
  const [valueError, setValueError] = useState("");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const lostReason = String(form.get("lostReason") ?? "").trim();
    if (status === "lost" && !lostReason) return setReasonError(LEAD_MESSAGES.lostReasonRequired);
    setReasonError("");
    const typed = String(form.get("wonValue") ?? "").replace(/[₹,\s]/g, "");
    const wonValue = typed === "" ? null : Number(typed);
    if (status === "won" && wonValue !== null && !(Number.isInteger(wonValue) && wonValue >= 0 && wonValue <= LEAD_LIMITS.wonValue)) {
      return setValueError(LEAD_MESSAGES.wonValueRange);
    }
    setValueError("");
    // An accepted quote's total is the order value: the server sets it, nothing typed goes with it.
    const typedValue = status === "won" && !lead.acceptedQuote ? { wonValue } : {};
    const body = { status, ...(status === "lost" ? { lostReason } : {}), ...typedValue };
    void submit.run(() => change(() => changeLead(lead, body)));
  }

  return (
    <Panel title="Status">
      <Pipeline lead={lead} />
      {lead.status === "lost" ? (
        <p className="mb-4 rounded-field bg-limewash px-4 py-3 text-sm">
          <span className="font-semibold">Lost:</span> {lead.lostReason || "no reason given"}
        </p>
      ) : null}
      {lead.status === "won" ? (
        <p className="mb-4 rounded-field bg-sage-soft px-4 py-3 text-sm text-sage-ink">
          <span className="font-semibold">Order value:</span>{" "}
          {lead.acceptedQuote ? quoteValue(lead.acceptedQuote) : lead.wonValue === null ? "not entered yet" : rupees.format(lead.wonValue)}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <SelectField label="Status" name="status" options={LEAD_STATUSES} value={status} onChange={(e) => setStatus(e.target.value)} error={submit.fields.status} />
        {status === "lost" ? (
          <TextArea
            label="Why was it lost?"
            name="lostReason"
            rows={3}
            required
            maxLength={LEAD_LIMITS.lostReason}
            defaultValue={lead.status === "lost" ? lead.lostReason : ""}
            error={reasonError || submit.fields.lostReason}
          />
        ) : null}
        {status === "won" && lead.acceptedQuote ? (
          lead.status === "won" ? null : (
            <p className="rounded-field bg-limewash px-4 py-3 text-sm">
              <span className="font-semibold">Order value:</span> {quoteValue(lead.acceptedQuote)}
            </p>
          )
        ) : status === "won" ? (
          <TextField
            label="Order value (whole rupees)"
            name="wonValue"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={lead.wonValue === null ? "" : String(lead.wonValue)}
            error={valueError || submit.fields.wonValue}
          />
        ) : null}
        <FormError message={submit.error} />
        <div>
          <Button type="submit" disabled={submit.busy || (status === lead.status && status !== "lost" && status !== "won")}>
            Save status
          </Button>
        </div>
      </form>
    </Panel>
  );
}

export function AssignPanel({ lead, staff, me, change }: { lead: Lead; staff: StaffRef[]; me: StaffRef; change: ChangeLead }) {
  const assign = useAdminSubmit();
  const followUp = useAdminSubmit();
  const people = staff.some((s) => s.id === me.id) ? staff : [me, ...staff];
  const options = [{ value: "", label: "Unassigned" }, ...people.map((s) => ({ value: String(s.id), label: s.id === me.id ? `${s.name} (you)` : s.name }))];

  const save = (body: Record<string, unknown>, run: typeof assign.run) => run(() => change(() => changeLead(lead, body)));

  function onAssign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("assigneeId") ?? "");
    void save({ assigneeId: value ? Number(value) : null }, assign.run);
  }

  function onFollowUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("followUpOn") ?? "");
    void save({ followUpOn: value || null }, followUp.run);
  }

  return (
    <Panel title="Assignment and follow-up">
      <form onSubmit={onAssign} className="flex flex-col gap-3">
        <SelectField label="Assigned to" name="assigneeId" options={options} defaultValue={lead.assignee ? String(lead.assignee.id) : ""} error={assign.fields.assigneeId} />
        <FormError message={assign.error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={assign.busy}>
            Save assignment
          </Button>
          {lead.assignee?.id !== me.id ? (
            <Button variant="ghost" disabled={assign.busy} onClick={() => void save({ assigneeId: me.id }, assign.run)}>
              Assign to me
            </Button>
          ) : null}
        </div>
      </form>
      <form onSubmit={onFollowUp} className="mt-5 flex flex-col gap-3 border-t border-line pt-5">
        <TextField label="Follow-up date" name="followUpOn" type="date" defaultValue={lead.followUpOn ?? ""} error={followUp.fields.followUpOn} />
        <FormError message={followUp.error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={followUp.busy}>
            Save follow-up
          </Button>
          {lead.followUpOn ? (
            <Button variant="ghost" disabled={followUp.busy} onClick={() => void save({ followUpOn: null }, followUp.run)}>
              Clear follow-up
            </Button>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}

export function NotePanel({ lead, change }: { lead: Lead; change: ChangeLead }) {
  const submit = useAdminSubmit();
  const [text, setText] = useState("");
  const [missing, setMissing] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return setMissing(LEAD_MESSAGES.noteRequired);
    setMissing("");
    if (await submit.run(() => change(() => addNote(lead, text.trim())))) setText("");
  }

  return (
    <Panel title="Add a note">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <NoteArea label="Note" hint="Shown in the timeline with your name." name="text" rows={3} value={text} onChange={setText} error={missing || submit.fields.text} />
        <FormError message={submit.error} />
        <div>
          <Button type="submit" variant="secondary" disabled={submit.busy}>
            Add note
          </Button>
        </div>
      </form>
    </Panel>
  );
}
