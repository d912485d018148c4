// What happened to a lead, and the mails sent for it.
import { ArrowRightLeft, CalendarClock, Flag, GitMerge, Inbox, MessageCircle, PencilLine, PhoneCall, StickyNote, UserRoundCheck, type LucideIcon } from "lucide-react";
import { Panel } from "~/components/admin/admin-ui";
import { formatWhen } from "~/lib/admin-api";
import { datesInText } from "~/lib/admin-dates";
import { cn } from "~/lib/cn";
import type { LeadEvent, LeadEventKind, LeadMail } from "~/features/admin-leads/lead-types";

const kindIcon: Record<LeadEventKind, LucideIcon> = {
  created: Inbox,
  status: Flag,
  assigned: UserRoundCheck,
  note: StickyNote,
  follow_up: CalendarClock,
  merged: GitMerge,
  call: PhoneCall,
  whatsapp: MessageCircle,
  details: PencilLine,
};

/** An event's first line is what happened; the lines after it are a call's note or a merged request. */
function splitEvent(text: string): { head: string; note: string } {
  const at = text.indexOf("\n");
  return at < 0 ? { head: text, note: "" } : { head: text.slice(0, at), note: text.slice(at + 1) };
}

/** The words a person wrote on the lead: a note, or what they noted on a call. */
export function noteOf(e: LeadEvent): string {
  if (e.kind === "note") return e.text;
  return e.kind === "call" ? splitEvent(e.text).note : "";
}

/** What happened, in one line after the person's name: the Latest block and the timeline say it the same way. */
export function eventLine(e: LeadEvent): string {
  if (e.kind === "note") return " added a note.";
  if (e.kind === "whatsapp" && e.text === "Opened WhatsApp.") return " opened WhatsApp.";
  const { head } = splitEvent(e.text);
  if (e.kind === "call") return ` logged a call: ${datesInText(head.replace(/^Call: /, ""))}`;
  return who(e) ? `: ${datesInText(head)}` : datesInText(head);
}

/** Who did it; "" for a WhatsApp message from the customer, whose line says so itself ("WhatsApp from the customer: …"). */
export function who(e: LeadEvent): string {
  if (e.actor) return e.actor.name;
  if (e.kind === "whatsapp") return "";
  return e.kind === "created" ? "The visitor" : "The system";
}

/** Every change, newest first: what a person opening the lead needs is what happened last. */
export function Timeline({ events }: { events: LeadEvent[] }) {
  const newestFirst = [...events].reverse();
  return (
    <Panel title="Timeline">
      <p className="-mt-2 mb-4 text-sm text-ink-muted">Newest first. Times are India time.</p>
      <ol className="flex flex-col">
        {newestFirst.map((e) => {
          const Icon = kindIcon[e.kind] ?? ArrowRightLeft;
          return (
            <li key={e.id} className="relative flex gap-3 pb-5 last:pb-0">
              <span aria-hidden="true" className="relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full bg-limewash text-ink-muted">
                <Icon className="size-4" />
              </span>
              <div className="min-w-0 flex-1 pt-1">
                {e.kind === "call" || e.kind === "merged" ? (
                  <>
                    <p className="text-sm">
                      <span className="font-semibold">{who(e)}</span>
                      {eventLine(e)}
                    </p>
                    {splitEvent(e.text).note ? (
                      <p className={cn("mt-1 rounded-field px-3 py-2 text-sm whitespace-pre-wrap", e.kind === "call" ? "bg-brass-soft/60" : "bg-limewash")}>{splitEvent(e.text).note}</p>
                    ) : null}
                  </>
                ) : e.kind === "note" ? (
                  <>
                    <p className="text-sm">
                      <span className="font-semibold">{who(e)}</span> added a note
                    </p>
                    <p className="mt-1 rounded-field bg-brass-soft/60 px-3 py-2 text-sm whitespace-pre-wrap">{e.text}</p>
                  </>
                ) : (
                  <p className="text-sm break-words whitespace-pre-line">
                    {who(e) ? (
                      <>
                        <span className="font-semibold">{who(e)}</span>:{" "}
                      </>
                    ) : null}
                    {datesInText(e.text)}
                  </p>
                )}
                <p className="text-xs text-ink-muted">{formatWhen(e.at)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

const mailTone = { sent: "bg-success-soft text-success", pending: "bg-brass-soft text-brass-ink", failed: "bg-danger-soft text-danger" };
const mailLabel = { sent: "Sent", pending: "Waiting to send", failed: "Failed" };

export function Mails({ mails }: { mails: LeadMail[] }) {
  return (
    <Panel title="Mails">
      {mails.length === 0 ? (
        <p className="text-sm text-ink-muted">No mails were sent for this lead.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {mails.map((m) => (
            <li key={m.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 text-sm font-semibold break-words">{m.subject}</p>
                <span className={cn("rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", mailTone[m.status])}>{mailLabel[m.status]}</span>
              </div>
              <p className="text-sm break-all text-ink-muted">To {m.to}</p>
              <p className="text-xs text-ink-muted">
                Queued {formatWhen(m.createdAt)}
                {m.sentAt ? ` · sent ${formatWhen(m.sentAt)}` : ""}
                {m.attempts > 0 ? ` · ${m.attempts} ${m.attempts === 1 ? "attempt" : "attempts"}` : ""}
              </p>
              {m.lastError && m.status !== "sent" ? <p className="mt-1 text-xs break-words text-danger">Last problem: {m.lastError}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
