// The leads list's rows: a dense table on a desk, cards on a phone.
import { AdminTable } from "~/components/admin/admin-ui";
import { Link } from "react-router";
import { formatWhen } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { RowContactActions } from "~/features/admin-leads/parts/contact-actions";
import { AssigneeName, FollowUp, LateMarker, RepeatMarker, StatusBadge, UnreadMarker } from "~/features/admin-leads/parts/lead-bits";
import type { LeadSummary } from "~/features/admin-leads/lead-types";

interface ListProps {
  leads: LeadSummary[];
  fresh: ReadonlySet<number>;
  today: string;
  /** Who signs the WhatsApp greeting. */
  staffName: string;
  /** The leads ticked for a bulk change. */
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** The row the keyboard shortcuts point at (j/k), or null. */
  active: number | null;
}

const activeRow = "outline-2 -outline-offset-2 outline-accent";

/** What every row or card carries: its id for the shortcuts, and whether they point at it. */
function rowMarks(l: LeadSummary, fresh: ReadonlySet<number>, active: number | null, base: string) {
  return {
    "data-lead-id": l.id,
    "aria-current": active === l.id ? ("true" as const) : undefined,
    className: cn(base, fresh.has(l.id) && freshRow, active === l.id && activeRow),
  };
}

function Tick({ lead, selected, onToggle }: { lead: LeadSummary; selected: ReadonlySet<number>; onToggle: (id: number) => void }) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${lead.name}`}
      checked={selected.has(lead.id)}
      onChange={() => onToggle(lead.id)}
      className="relative z-10 size-6 accent-[var(--color-accent)]"
    />
  );
}

const freshRow = "bg-accent-soft/60 shadow-[inset_3px_0_0_var(--color-accent)]";

function JustIn() {
  return <span className="rounded-pill bg-accent px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-white uppercase">Just in</span>;
}

function Source({ lead }: { lead: LeadSummary }) {
  return (
    <>
      <span className="block break-all">{lead.page || "—"}</span>
      {lead.utmCampaign ? <span className="block text-xs break-words text-ink-muted">Campaign: {lead.utmCampaign}</span> : null}
    </>
  );
}

export function LeadTable({ leads, fresh, today, staffName, selected, onToggle, active }: ListProps) {
  return (
    <AdminTable
      label="Leads"
      innerPad="px-3"
      tableClassName="min-w-[56rem]"
      heads={[<span key="tick" className="sr-only">Select</span>, "Lead", "Home", "Status", "Assigned to", "Follow-up", "Came from", "Received"]}
    >
      {leads.map((l) => (
        <tr key={l.id} {...rowMarks(l, fresh, active, "border-b border-line align-top transition-colors duration-700 last:border-b-0")}>
          <td className="py-2.5 pr-1 pl-4">
            <Tick lead={l} selected={selected} onToggle={onToggle} />
          </td>
          <td className="px-3 py-2.5">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/leads/${l.id}`} className="font-semibold text-ink underline-offset-4 hover:underline">
                {l.name}
              </Link>
              <UnreadMarker count={l.whatsappUnread} />
              <RepeatMarker count={l.duplicateCount} />
              <LateMarker late={l.late} />
              {fresh.has(l.id) ? <JustIn /> : null}
            </div>
            <span className="block text-ink-muted">
              {l.mobile}
              {l.email ? <span className="break-all"> · {l.email}</span> : null}
            </span>
            <RowContactActions lead={l} staffName={staffName} className="mt-1.5" />
          </td>
          <td className="px-3 py-2.5">
            <span className="block whitespace-nowrap">{l.propertyType}</span>
            <span className="block text-ink-muted">{l.location}</span>
          </td>
          <td className="px-3 py-2.5">
            <StatusBadge status={l.status} />
          </td>
          <td className="px-3 py-2.5">
            <AssigneeName assignee={l.assignee} />
          </td>
          <td className="px-3 py-2.5">
            <FollowUp day={l.followUpOn} today={today} empty="—" />
          </td>
          <td className="max-w-56 px-3 py-2.5">
            <Source lead={l} />
          </td>
          <td className="px-4 py-2.5 whitespace-nowrap">{formatWhen(l.createdAt)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function LeadCards({ leads, fresh, today, staffName, selected, onToggle, active }: ListProps) {
  return (
    <ul aria-label="Leads" className="flex flex-col gap-3">
      {leads.map((l) => (
        <li key={l.id} {...rowMarks(l, fresh, active, "relative rounded-card bg-white p-4 shadow-soft transition-colors duration-700")}>
          <div className="flex items-start justify-between gap-3">
            <Tick lead={l} selected={selected} onToggle={onToggle} />
            <div className="min-w-0 flex-1">
              {/* The link covers the card, so the whole card opens the lead. */}
              <Link to={`/admin/leads/${l.id}`} className="font-semibold text-ink after:absolute after:inset-0 after:rounded-card">
                {l.name}
              </Link>
              <p className="text-sm text-ink-muted">
                {l.propertyType} · {l.location}
              </p>
            </div>
            <StatusBadge status={l.status} />
          </div>
          <p className="mt-1 text-sm">{l.mobile}</p>
          <RowContactActions lead={l} staffName={staffName} className="mt-2" />
          {l.whatsappUnread > 0 || l.duplicateCount > 0 || l.late || fresh.has(l.id) ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <UnreadMarker count={l.whatsappUnread} />
              <RepeatMarker count={l.duplicateCount} />
              <LateMarker late={l.late} />
              {fresh.has(l.id) ? <JustIn /> : null}
            </div>
          ) : null}
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-muted">Assigned to</dt>
            <dd>
              <AssigneeName assignee={l.assignee} />
            </dd>
            <dt className="text-ink-muted">Follow-up</dt>
            <dd>
              <FollowUp day={l.followUpOn} today={today} empty="—" />
            </dd>
            <dt className="text-ink-muted">Received</dt>
            <dd>{formatWhen(l.createdAt)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
