// Small pieces of a lead shown the same way in the list, the due view and the lead page.
import { MessageCircle } from "lucide-react";
import { cn } from "~/lib/cn";
import { followUpState, formatDay } from "./lead-dates";
import { LEAD_LIMITS, statusLabel, type LeadStatus } from "~/features/admin-leads/vocabulary";

const statusTone: Record<LeadStatus, string> = {
  new: "bg-accent-soft text-accent-ink",
  contacted: "bg-brass-soft text-brass-ink",
  site_visit_booked: "bg-sage-soft text-sage-ink",
  proposal_sent: "bg-clay-soft text-clay-ink",
  won: "bg-success-soft text-success",
  lost: "bg-limewash text-ink-muted",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={cn("inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", statusTone[status])}>{statusLabel(status)}</span>;
}

/** The marker of a lead whose mobile other leads share. */
export function RepeatMarker({ count }: { count: number }) {
  if (count <= 0) return null;
  // The server counts repeats up to a cap; at the cap there may be more.
  const more = count >= LEAD_LIMITS.repeatsCounted;
  const others = count === 1 ? "1 other lead" : more ? `${count} or more other leads` : `${count} other leads`;
  return (
    <span className="inline-flex items-center rounded-pill bg-brass-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brass-ink">
      Repeat<span className="sr-only">: same mobile as {others}</span>
      <span aria-hidden="true">&nbsp;×{count + 1}{more ? "+" : ""}</span>
    </span>
  );
}

/** The marker of a lead nobody contacted within the response target. */
export function LateMarker({ late }: { late: boolean }) {
  if (!late) return null;
  return (
    <span className="inline-flex items-center rounded-pill bg-danger px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
      Not contacted in time
    </span>
  );
}

/** The marker of a lead with WhatsApp messages nobody has read yet. */
export function UnreadMarker({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  const said = count === 1 ? "1 unread WhatsApp message" : `${count} unread WhatsApp messages`;
  return (
    <span className="inline-flex items-center gap-1 rounded-pill bg-success px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
      <MessageCircle aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true">{count} unread</span>
      <span className="sr-only">{said}</span>
    </span>
  );
}

/** A follow-up date, marked when it is due or overdue. */
export function FollowUp({ day, today, empty = "None" }: { day: string | null; today: string; empty?: string }) {
  if (!day) return <span className="text-ink-muted">{empty}</span>;
  const state = followUpState(day, today);
  return (
    <span className={cn("whitespace-nowrap", state === "overdue" && "font-semibold text-danger", state === "today" && "font-semibold text-accent-ink")}>
      {formatDay(day)}
      {state === "overdue" ? " · overdue" : state === "today" ? " · today" : ""}
    </span>
  );
}

export function AssigneeName({ assignee }: { assignee: { name: string } | null }) {
  return assignee ? <span>{assignee.name}</span> : <span className="text-ink-muted">Unassigned</span>;
}
