// /admin/leads/due: follow-ups due today or earlier, overdue first. A sales person sees their own and
// those of leads nobody has taken, each of those marked "Unassigned" with a one-tap "Take it".
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AdminHeading, FormError, Loaded } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminQuery, useAdminSubmit, type Me } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { changeLead, dueLeads } from "~/features/admin-leads/api";
import { RowContactActions } from "~/features/admin-leads/parts/contact-actions";
import { AssigneeName, FollowUp, RepeatMarker, StatusBadge, UnreadMarker } from "~/features/admin-leads/parts/lead-bits";
import { followUpState, indiaToday } from "~/features/admin-leads/parts/lead-dates";
import type { LeadSummary } from "~/features/admin-leads/lead-types";

type Take = (lead: LeadSummary) => Promise<unknown>;

function Unassigned() {
  return <span className="rounded-pill bg-brass-soft px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brass-ink">Unassigned</span>;
}

function TakeIt({ lead, take }: { lead: LeadSummary; take: Take }) {
  const submit = useAdminSubmit();
  return (
    <div className="flex flex-col gap-2">
      <Button variant="primary" className="self-start" disabled={submit.busy} onClick={() => void submit.run(() => take(lead))}>
        Take it<span className="sr-only">: assign {lead.name} to me</span>
      </Button>
      <FormError message={submit.error} />
    </div>
  );
}

function DueList({ title, leads, today, overdue, me, take }: { title: string; leads: LeadSummary[]; today: string; overdue: boolean; me: Me; take: Take }) {
  const id = overdue ? "due-overdue" : "due-today";
  const alarm = overdue && leads.length > 0;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={cn("mb-3 flex items-center gap-2 text-xl", alarm && "text-danger")}>
        {title}
        <span className={cn("rounded-pill px-2.5 py-0.5 font-sans text-sm", alarm ? "bg-danger-soft text-danger" : "bg-limewash text-ink-muted")}>{leads.length}</span>
      </h2>
      {leads.length === 0 ? (
        <p className="text-sm text-ink-muted">{overdue ? "Nothing overdue." : "Nothing else due today."}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {leads.map((l) => (
            <li key={l.id} className={cn("flex flex-col gap-2 rounded-card bg-white p-4 shadow-soft", overdue && "shadow-[inset_3px_0_0_var(--color-danger)]")}>
              <div className="flex items-start justify-between gap-2">
                <Link to={`/admin/leads/${l.id}`} className="font-semibold text-ink underline-offset-4 hover:underline">
                  {l.name}
                </Link>
                <div className="flex flex-wrap justify-end gap-1.5">
                  {l.assignee ? null : <Unassigned />}
                  <StatusBadge status={l.status} />
                </div>
              </div>
              <p className="text-sm text-ink-muted">
                {l.propertyType} · {l.location}
              </p>
              <p className="text-sm">
                Follow-up: <FollowUp day={l.followUpOn} today={today} />
              </p>
              <p className="text-sm">
                Assigned to: <AssigneeName assignee={l.assignee} />
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm">{l.mobile}</span>
                <RepeatMarker count={l.duplicateCount} />
                <UnreadMarker count={l.whatsappUnread} />
              </div>
              <RowContactActions lead={l} staffName={me.name} />
              {l.assignee ? null : <TakeIt lead={l} take={take} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DueLeadsPage({ me }: { me: Me }) {
  const due = useAdminQuery("leads-due", dueLeads);
  const today = indiaToday();
  const { setData, reload } = due;

  // Taking a lead assigns it to me on the version shown; the list then reads again (someone may have taken others).
  const take: Take = async (lead) => {
    const { lead: taken } = await changeLead(lead, { assigneeId: me.id });
    setData((d) => ({ leads: d.leads.map((l) => (l.id === taken.id ? taken : l)) }));
    void reload();
  };

  return (
    <>
      <Link to="/admin/leads" className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent-ink no-underline hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All leads
      </Link>
      <AdminHeading title="Due today">
        {me.role === "owner" ? "Everyone's follow-ups" : "Your follow-ups, and those of leads nobody has taken yet,"} due today or earlier, overdue first.
      </AdminHeading>
      <Loaded query={due} loading="Loading follow-ups…">
        {({ leads }) => {
          const overdue = leads.filter((l) => l.followUpOn && followUpState(l.followUpOn, today) === "overdue");
          const dueToday = leads.filter((l) => !overdue.includes(l));
          return (
            <div className="flex max-w-7xl flex-col gap-8">
              <DueList title="Overdue" leads={overdue} today={today} overdue me={me} take={take} />
              <DueList title="Today" leads={dueToday} today={today} overdue={false} me={me} take={take} />
            </div>
          );
        }}
      </Loaded>
    </>
  );
}
