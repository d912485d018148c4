// Other leads with the same mobile, and merging one into this lead after a confirmation.
import { useState } from "react";
import { Link } from "react-router";
import { Panel } from "~/components/admin/admin-ui";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { formatWhen, useAdminSubmit } from "~/lib/admin-api";
import { mergeLead } from "~/features/admin-leads/api";
import { AssigneeName, StatusBadge } from "~/features/admin-leads/parts/lead-bits";
import type { Lead, LeadSummary } from "~/features/admin-leads/lead-types";
import type { ChangeLead } from "./lead-work";

function MergeDialog({ lead, other, change, onClose }: { lead: Lead; other: LeadSummary; change: ChangeLead; onClose: () => void }) {
  const submit = useAdminSubmit();

  async function merge() {
    const ok = await submit.run(() => change(() => mergeLead(lead, other)));
    if (ok) onClose();
  }

  return (
    <ConfirmDialog
      title="Merge into this lead?"
      onDismiss={onClose}
      error={submit.error}
      className="fixed inset-0 m-auto h-fit w-[min(92vw,32rem)] rounded-card bg-ivory p-6 text-ink shadow-lift backdrop:bg-[#24211e8c]"
      titleClassName="text-2xl"
      answers={
        <>
          <Button onClick={merge} disabled={submit.busy}>
            Merge
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      The lead of {other.name} ({other.mobile}, received {formatWhen(other.createdAt)}) joins {lead.name}’s: its timeline, notes, mails and where it came from move here, and it
      leaves the list. This cannot be undone.
    </ConfirmDialog>
  );
}

export function Duplicates({ lead, duplicates, change }: { lead: Lead; duplicates: LeadSummary[]; change: ChangeLead }) {
  const [merging, setMerging] = useState<LeadSummary | null>(null);
  if (duplicates.length === 0) return null;
  return (
    <Panel title="Same mobile">
      <p className="-mt-2 mb-3 text-sm text-ink-muted">
        {duplicates.length === 1 ? "Another lead has" : `${duplicates.length} other leads have`} this mobile number. Merge a repeat so the family is called once.
      </p>
      <ul className="flex flex-col divide-y divide-line">
        {duplicates.map((d) => (
          <li key={d.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link to={`/admin/leads/${d.id}`} className="font-semibold text-ink underline underline-offset-4">
                {d.name}
              </Link>
              <StatusBadge status={d.status} />
            </div>
            <p className="text-sm text-ink-muted">
              {d.mobile} · {d.propertyType} · {d.location} · received {formatWhen(d.createdAt)} · <AssigneeName assignee={d.assignee} />
            </p>
            <div>
              <Button variant="secondary" onClick={() => setMerging(d)}>
                Merge into this lead<span className="sr-only">: {d.name}, received {formatWhen(d.createdAt)}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {merging ? <MergeDialog lead={lead} other={merging} change={change} onClose={() => setMerging(null)} /> : null}
    </Panel>
  );
}
