import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AdminHeading, FormError, Loaded } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { formatWhen, useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { accessLogPath, readAccessLog, type AccessEntry, type AccessFilter, type AccessPage } from "./api";

const noFilter: AccessFilter = { staff: "", person: "" };

/** Who in the back-office opened, searched or exported whose records: filter by staff member or by person. */
export function AccessLogPage() {
  const [filter, setFilter] = useState<AccessFilter>(noFilter);
  const log = useAdminQuery(accessLogPath(filter, null), (signal) => readAccessLog(filter, null, signal));
  return (
    <>
      <AdminHeading title="Access log">
        Every opening of a lead or message, every search and every export, newest first; kept 400 days. Times are India time.
      </AdminHeading>
      <FilterForm key={log.data ? "ready" : "loading"} staff={log.data?.staff ?? []} shown={filter} onApply={setFilter} />
      <Loaded query={log} loading="Loading the access log…">
        {(page) => (
          <Entries page={page} filter={filter} onOlder={(older) => log.setData((s) => ({ ...s, entries: [...s.entries, ...older.entries], next: older.next }))} />
        )}
      </Loaded>
    </>
  );
}

function FilterForm({ staff, shown, onApply }: { staff: AccessPage["staff"]; shown: AccessFilter; onApply: (f: AccessFilter) => void }) {
  const [draft, setDraft] = useState(shown);
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <form onSubmit={apply} className="mb-6 flex max-w-4xl flex-col gap-4 rounded-card bg-white p-5 shadow-soft sm:flex-row sm:items-end" role="search" aria-label="Filter the access log">
      <SelectField
        label="Staff member"
        className="sm:w-72"
        value={draft.staff}
        placeholder="Everyone"
        options={staff.map((p) => ({ value: String(p.id), label: p.name }))}
        onChange={(e) => setDraft((d) => ({ ...d, staff: e.target.value }))}
      />
      <TextField
        label="Person"
        className="sm:flex-1"
        hint="A lead or message id (L12, M7), an e-mail or a mobile number."
        value={draft.person}
        maxLength={254}
        onChange={(e) => setDraft((d) => ({ ...d, person: e.target.value }))}
      />
      <div className="flex gap-2">
        <Button type="submit">Show</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(noFilter);
            onApply(noFilter);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

function Entries({ page, filter, onOlder }: { page: AccessPage; filter: AccessFilter; onOlder: (older: AccessPage) => void }) {
  const { busy, error, run } = useAdminSubmit();
  const older = () => run(async () => onOlder(await readAccessLog(filter, page.next)));
  return (
    <>
      {page.entries.length === 0 ? (
        <p className="text-ink-muted">Nothing recorded for this filter.</p>
      ) : (
        <ol aria-label="Access log entries" className="flex max-w-4xl flex-col gap-3">
          {page.entries.map((e) => (
            <EntryCard key={e.id} entry={e} />
          ))}
        </ol>
      )}
      <div className="mt-4 flex max-w-4xl flex-col items-start gap-3">
        <FormError message={error} />
        {page.next ? (
          <Button variant="secondary" onClick={older} disabled={busy}>
            Show older entries
          </Button>
        ) : null}
      </div>
    </>
  );
}

function scope(e: AccessEntry): string {
  if (e.allOf === "*") return "Everything the site holds";
  if (e.allOf) return `Every ${e.allOf} (${e.total})`;
  if (e.total === 0) return "";
  const rest = e.total - e.records.length;
  return rest > 0 ? `and ${rest} more` : "";
}

function RecordLink({ label }: { label: string }) {
  if (label.startsWith("L")) {
    return (
      <Link to={`/admin/leads/${label.slice(1)}`} className="inline-flex min-h-11 min-w-11 items-center font-mono text-sm font-semibold text-accent underline">
        {label}
      </Link>
    );
  }
  return <span className="font-mono text-sm">{label}</span>;
}

function EntryCard({ entry: e }: { entry: AccessEntry }) {
  return (
    <li className="rounded-card bg-white p-4 shadow-soft">
      <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
        <span>{formatWhen(e.at)}</span>
        <span className="break-all">{e.actor}</span>
      </p>
      <p className="mt-1 font-semibold">{e.action}</p>
      {e.shape && e.shape !== "everything" ? <p className="text-sm text-ink-muted">Asked for: {e.shape}</p> : null}
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        {e.records.map((r) => (
          <RecordLink key={r} label={r} />
        ))}
        {scope(e) ? <span className="text-sm text-ink-muted">{scope(e)}</span> : null}
      </p>
    </li>
  );
}
