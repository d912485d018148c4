import { AdminHeading, AdminTable, FormError, Loaded } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { formatWhen, useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { datesInText } from "~/lib/admin-dates";
import { readAudit, type AuditPage } from "./api";

/** The audit log, newest first: who did what, when, from where. */
export function AuditLogPage() {
  const log = useAdminQuery("audit", (signal) => readAudit(null, signal));
  return (
    <>
      <AdminHeading title="Audit log">Sign-ins, failed sign-ins and every change, newest first. Times are India time.</AdminHeading>
      <Loaded query={log} loading="Loading the audit log…">
        {(page) => <AuditTable page={page} onOlder={(older) => log.setData((shown) => ({ events: [...shown.events, ...older.events], next: older.next }))} />}
      </Loaded>
    </>
  );
}

/** Who an entry is from: the signed-in person, the command line, a visitor not signed in (an address), or one of
 *  the site's own jobs (its actor address is the job's name, as "automatic assignment"). */
function whoDid(e: { actor: string; address: string }): string {
  if (e.actor) return e.actor;
  if (e.address === "command line") return "Command line";
  if (/^[0-9a-f.:]+$/i.test(e.address)) return "Not signed in";
  return `The site (${e.address})`;
}

function AuditTable({ page, onOlder }: { page: AuditPage; onOlder: (older: AuditPage) => void }) {
  const { events, next } = page;
  const { busy, error, run } = useAdminSubmit();
  const older = () => run(async () => onOlder(await readAudit(next)));

  return (
    <>
      {events.length === 0 ? (
        <p className="text-ink-muted">Nothing has happened yet.</p>
      ) : (
        <AdminTable label="Audit log" className="max-w-6xl" tableClassName="min-w-[40rem]" heads={["When", "What happened", "Who", "From"]}>
          {events.map((e) => (
            <tr key={e.id} className="border-b border-line align-top last:border-b-0">
              <td className="px-4 py-2 whitespace-nowrap">{formatWhen(e.at)}</td>
              <td className="min-w-56 px-4 py-2 break-words">{datesInText(e.sentence)}</td>
              <td className="px-4 py-2 break-all">{whoDid(e)}</td>
              <td className="px-4 py-2 font-mono text-xs">{e.address}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <div className="mt-4 flex max-w-6xl flex-col items-start gap-3">
        <FormError message={error} />
        {next ? (
          <Button variant="secondary" onClick={older} disabled={busy}>
            Show older events
          </Button>
        ) : null}
      </div>
    </>
  );
}
