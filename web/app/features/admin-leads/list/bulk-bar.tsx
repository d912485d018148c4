// The bulk bar: the leads ticked on this page, assigned, moved to a status or exported together.
import { Download } from "lucide-react";
import { useState } from "react";
import { FormError, Notice } from "~/components/admin/admin-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { useAdminSubmit } from "~/lib/admin-api";
import { bulkChange, exportSelectedHref, MAX_BULK, type BulkAnswer } from "~/features/admin-leads/api";
import type { LeadSummary, StaffRef } from "~/features/admin-leads/lead-types";
import { LEAD_STATUSES } from "~/features/admin-leads/vocabulary";

const field = "min-h-11 rounded-field border border-line bg-white px-3 text-sm";

export function BulkBar({
  leads,
  selected,
  staff,
  onSelect,
  onDone,
}: {
  leads: LeadSummary[];
  selected: ReadonlySet<number>;
  staff: StaffRef[];
  onSelect: (ids: Set<number>) => void;
  onDone: (changed: LeadSummary[]) => void;
}) {
  const [assignee, setAssignee] = useState("");
  const [status, setStatus] = useState("");
  const [result, setResult] = useState<BulkAnswer | null>(null);
  const submit = useAdminSubmit();
  const chosen = leads.filter((l) => selected.has(l.id));
  const all = leads.length > 0 && chosen.length === leads.length;
  const ids = chosen.map((l) => l.id);

  const apply = async (change: { status?: string; assigneeId?: number | null }) => {
    setResult(null);
    await submit.run(async () => {
      const a = await bulkChange(chosen, change);
      setResult(a);
      onDone(a.changed);
    });
  };

  return (
    // One slim line until leads are ticked; then the actions, on a card.
    <section aria-label="Bulk actions" className={chosen.length > 0 || result ? "flex flex-col gap-3 rounded-card bg-white p-4 shadow-soft" : "flex flex-col gap-3 px-4"}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-6 shrink-0 accent-[var(--color-accent)]"
            checked={all}
            onChange={() => onSelect(all ? new Set() : new Set(leads.slice(0, MAX_BULK).map((l) => l.id)))}
          />
          Select all on this page
        </label>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {chosen.length === 0 ? "No leads selected." : `${chosen.length} ${chosen.length === 1 ? "lead" : "leads"} selected.`}
        </p>
      </div>
      {chosen.length > 0 ? (
        <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (assignee) void apply({ assigneeId: assignee === "none" ? null : Number(assignee) });
            }}
          >
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Assign to
              <select id="bulk-assign" className={field} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
                <option value="">Choose a person…</option>
                <option value="none">Nobody</option>
                {staff.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" disabled={!assignee || submit.busy} className="min-h-11">
              Assign {chosen.length}
            </Button>
          </form>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (status) void apply({ status });
            }}
          >
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Change status to
              <select className={field} value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="">Choose a status…</option>
                {LEAD_STATUSES.filter((s) => s.value !== "lost").map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary" disabled={!status || submit.busy} className="min-h-11">
              Set status
            </Button>
          </form>
          <div className="flex flex-wrap gap-2">
            <a href={exportSelectedHref(ids)} download className={buttonClass("secondary", "md", "min-h-11")}>
              <Download aria-hidden="true" className="size-4" />
              Export selected (CSV)
            </a>
            <a href={exportSelectedHref(ids, "xlsx")} download className={buttonClass("secondary", "md", "min-h-11")}>
              <Download aria-hidden="true" className="size-4" />
              Excel
            </a>
          </div>
        </div>
      ) : null}
      <FormError message={submit.error} />
      {result ? (
        <div>
          <Notice message={`${result.changed.length} ${result.changed.length === 1 ? "lead" : "leads"} changed.${result.failed.length ? ` ${result.failed.length} not changed:` : ""}`} />
          {result.failed.length ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {result.failed.map((f) => (
                <li key={f.id}>{f.reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
