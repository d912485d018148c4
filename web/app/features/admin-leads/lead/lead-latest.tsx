// What happened last, at the top of the lead page: read before calling, without scrolling past any form.
import { Panel } from "~/components/admin/admin-ui";
import { formatWhen } from "~/lib/admin-api";
import { AssigneeName, FollowUp } from "~/features/admin-leads/parts/lead-bits";
import { indiaToday } from "~/features/admin-leads/parts/lead-dates";
import { eventLine, noteOf, who } from "./lead-history";
import type { Lead, LeadEvent } from "~/features/admin-leads/lead-types";

export function Latest({ lead, events }: { lead: Lead; events: LeadEvent[] }) {
  const last = events[events.length - 1];
  const lastNote = [...events].reverse().find((e) => noteOf(e));
  return (
    <Panel title="Latest">
      <dl className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {last ? (
          <>
            <dt className="text-ink-muted">Last activity</dt>
            <dd className="min-w-0 break-words">
              <span className="font-semibold">{who(last)}</span>
              {eventLine(last)}
              <span className="block text-xs text-ink-muted">{formatWhen(last.at)}</span>
            </dd>
          </>
        ) : null}
        <dt className="text-ink-muted">Latest note</dt>
        <dd className="min-w-0">
          {lastNote ? (
            <>
              <p className="rounded-field bg-brass-soft/60 px-3 py-2 break-words whitespace-pre-wrap">{noteOf(lastNote)}</p>
              <span className="block text-xs text-ink-muted">
                {who(lastNote)}, {formatWhen(lastNote.at)}
              </span>
            </>
          ) : (
            <span className="text-ink-muted">No notes yet.</span>
          )}
        </dd>
        <dt className="text-ink-muted">Next follow-up</dt>
        <dd>
          <FollowUp day={lead.followUpOn} today={indiaToday()} />
        </dd>
        <dt className="text-ink-muted">Assigned to</dt>
        <dd>
          <AssigneeName assignee={lead.assignee} />
        </dd>
      </dl>
    </Panel>
  );
}
