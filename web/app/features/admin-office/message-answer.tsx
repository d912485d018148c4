// Answering a contact message from the back-office: make it a lead (or add it to the lead the writer already is),
// assign that lead, open WhatsApp with a greeting, or reply by mail through the outbox.
import { ArrowRight, Mail, MessageCircle, UserPlus } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { FormError } from "~/components/admin/admin-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import office from "~/content/office.json";
import { formatWhen, useAdminSubmit } from "~/lib/admin-api";
import { normalizeMobile } from "~/lib/contract";
import { whatsappHref } from "~/lib/whatsapp";
import { makeLead, messageLeads, replyByMail, type ContactMessage, type LeadMatch } from "./api";
import { OFFICE_LIMITS } from "./list-filter";

type Guard = <R>(call: () => Promise<R>) => Promise<R>;

interface AnswerProps {
  message: ContactMessage;
  /** The signed-in person, who signs the WhatsApp greeting. */
  staff: string;
  guard: Guard;
  onChanged: (m: ContactMessage) => void;
}

/** The message's way onward: its lead (or making one), WhatsApp, a mail reply. */
export function MessageAnswer({ message, staff, guard, onChanged }: AnswerProps) {
  const [open, setOpen] = useState<"" | "lead" | "reply">("");
  const name = `${message.firstName} ${message.lastName}`.trim();
  const digits = normalizeMobile(message.phone);
  const greeting = office.messageWhatsappGreeting.replace("{name}", message.firstName.trim() || name).replace("{staff}", staff);
  const wa = digits ? whatsappHref(digits, greeting) : null;
  const done = (m: ContactMessage) => {
    setOpen("");
    onChanged(m);
  };
  return (
    <div className="mt-3 border-t border-line pt-3">
      <div className="flex flex-wrap items-center gap-2">
        {message.leadId ? (
          <Link to={`/admin/leads/${message.leadId}`} className={buttonClass("secondary", "md", "flex-1 sm:flex-none")}>
            Open lead #{message.leadId}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <Button variant="secondary" className="flex-1 sm:flex-none" aria-expanded={open === "lead"} onClick={() => setOpen(open === "lead" ? "" : "lead")}>
            <UserPlus aria-hidden="true" className="size-4" />
            Make a lead<span className="sr-only"> of the message from {name}</span>
          </Button>
        )}
        {wa ? (
          <a href={wa} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "md", "flex-1 sm:flex-none")}>
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp<span className="sr-only"> {name} (opens in a new tab)</span>
          </a>
        ) : null}
        <Button variant="secondary" className="flex-1 sm:flex-none" aria-expanded={open === "reply"} onClick={() => setOpen(open === "reply" ? "" : "reply")}>
          <Mail aria-hidden="true" className="size-4" />
          Reply by mail<span className="sr-only"> to {name}</span>
        </Button>
      </div>
      {message.repliedAt ? (
        <p className="mt-2 text-sm text-success">
          Replied by mail{message.repliedBy ? ` by ${message.repliedBy.name}` : ""}, {formatWhen(message.repliedAt)}
        </p>
      ) : null}
      {open === "lead" ? <LeadForm message={message} guard={guard} onDone={done} onCancel={() => setOpen("")} /> : null}
      {open === "reply" ? <ReplyForm message={message} guard={guard} onDone={done} onCancel={() => setOpen("")} /> : null}
    </div>
  );
}

interface FormProps {
  message: ContactMessage;
  guard: Guard;
  onDone: (m: ContactMessage) => void;
  onCancel: () => void;
}

const NEW_LEAD = "new";

function matchLabel(l: LeadMatch): string {
  return `Add to lead #${l.id}: ${l.name} (same ${l.by === "mobile" ? "mobile" : "e-mail"}, ${l.statusLabel})`;
}

/** Which lead the message goes to (the writer's existing ones first) and who takes it. */
function LeadForm({ message, guard, onDone, onCancel }: FormProps) {
  const [choices, setChoices] = useState<{ leads: LeadMatch[]; staff: Array<{ id: number; name: string }> } | null>(null);
  const [target, setTarget] = useState(NEW_LEAD);
  const load = useAdminSubmit();
  const save = useAdminSubmit();
  const groupId = useId();
  const { run: runLoad } = load;
  useEffect(() => {
    const ctrl = new AbortController();
    void runLoad(async () => {
      const a = await messageLeads(message, ctrl.signal);
      setChoices(a);
      if (a.leads.length > 0) setTarget(String(a.leads[0].id)); // the same person: add to their lead rather than make a duplicate
    });
    return () => ctrl.abort();
  }, [message, runLoad]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const assignee = Number(new FormData(event.currentTarget).get("assignee") ?? 0);
    void save.run(async () => onDone(await guard(() => makeLead(message, target === NEW_LEAD ? null : Number(target), assignee || null))));
  }

  return (
    <form onSubmit={onSubmit} aria-label="Make a lead" className="mt-3 grid gap-4 rounded-field bg-limewash/60 p-4">
      {choices === null ? (
        <p className="text-sm text-ink-muted">{load.error ? "" : "Looking for leads with the same mobile or e-mail…"}</p>
      ) : (
        <>
          <fieldset className="grid gap-2" aria-describedby={groupId}>
            <legend className="text-sm font-semibold">Which lead</legend>
            <p id={groupId} className="text-sm text-ink-muted">
              {choices.leads.length > 0 ? "Leads with the same mobile or e-mail as this message:" : "No lead has this mobile or e-mail yet."}
            </p>
            {[...choices.leads.map((l) => ({ value: String(l.id), label: matchLabel(l) })), { value: NEW_LEAD, label: "Make a new lead" }].map((c) => (
              <label key={c.value} className="flex min-h-11 items-center gap-3 text-sm">
                <input type="radio" name="target" value={c.value} checked={target === c.value} onChange={() => setTarget(c.value)} className="size-5 accent-accent" />
                {c.label}
              </label>
            ))}
          </fieldset>
          <SelectField
            label="Assign to"
            name="assignee"
            className="max-w-sm"
            error={save.fields.assigneeId}
            options={[{ value: "", label: "Nobody for now" }, ...choices.staff.map((p) => ({ value: String(p.id), label: p.name }))]}
          />
        </>
      )}
      <FormError message={load.error || save.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={choices === null || save.busy}>
          {target === NEW_LEAD ? "Make the lead" : "Add to the lead"}
        </Button>
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}

/** A mail to the writer, sent from the company through the outbox; their answer comes back to the company. */
function ReplyForm({ message, guard, onDone, onCancel }: FormProps) {
  const [text, setText] = useState("");
  const save = useAdminSubmit();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save.run(async () => onDone(await guard(() => replyByMail(message, text))));
  }
  return (
    <form onSubmit={onSubmit} aria-label="Reply by mail" className="mt-3 grid gap-3 rounded-field bg-limewash/60 p-4">
      <TextArea
        label={`Your reply to ${message.email}`}
        hint="Sent with their message quoted below it; their answer comes to the company's address."
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={OFFICE_LIMITS.reply}
        required
        error={save.fields.text}
        rows={5}
      />
      <FormError message={save.fields.text ? "" : save.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.busy}>
          Send reply
        </Button>
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <Button variant="ghost" onClick={onCancel}>
      Cancel
    </Button>
  );
}
