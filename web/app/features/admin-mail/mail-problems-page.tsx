import { useState } from "react";
import { AdminHeading, FormError, Loaded, Notice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { formatWhen, useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { readMailProblems, sendAgain as retry, type MailProblem, type MailProblems } from "./api";

/** Mail (and CRM webhook deliveries) that failed or still wait, with the reason and a way to send again. */
export function MailProblemsPage() {
  const problems = useAdminQuery("mail-problems", readMailProblems);
  return (
    <Loaded query={problems} loading="Loading mail problems…">
      {(data) => <Problems data={data} reload={problems.reload} />}
    </Loaded>
  );
}

function Problems({ data, reload }: { data: MailProblems; reload: () => Promise<unknown> }) {
  const [notice, setNotice] = useState("");
  const [busyId, setBusyId] = useState<number | null>(null);
  const { error, run } = useAdminSubmit();

  async function sendAgain(p: MailProblem) {
    setBusyId(p.id);
    setNotice("");
    if (await run(() => retry(p))) {
      setNotice(`“${p.subject}” is queued to be sent again.`);
      await reload();
    }
    setBusyId(null);
  }

  return (
    <>
      <AdminHeading title="Mail problems">
        Mails that could not be delivered, and mails still waiting {data.stuckMinutes} minutes after they were written, newest first. Times are India time.
      </AdminHeading>
      <div className="mb-4 flex max-w-5xl flex-col gap-3">
        <FormError message={error} />
        <Notice message={notice} />
      </div>
      {data.problems.length === 0 ? (
        <p className="text-ink-muted">No problems: every mail went out.</p>
      ) : (
        <ul aria-label="Mail problems" className="flex max-w-5xl flex-col gap-3">
          {data.problems.map((p) => (
            <li key={`${p.channel}-${p.id}`}>
              <article aria-label={p.subject} className="grid gap-3 rounded-card bg-white p-4 shadow-soft sm:grid-cols-[1fr_auto] sm:p-5">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="font-semibold break-words">{p.subject}</span>
                    <span className={p.status === "failed" ? "text-sm font-semibold text-danger" : "text-sm font-semibold text-brass-ink"}>
                      {p.status === "failed" ? "Failed" : "Still waiting"}
                    </span>
                  </p>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-ink-muted">To</dt>
                    <dd className="break-all">{p.channel === "webhook" ? "Your CRM (webhook)" : p.to}</dd>
                    <dt className="text-ink-muted">Written</dt>
                    <dd>{formatWhen(p.createdAt)}</dd>
                    <dt className="text-ink-muted">Attempts</dt>
                    <dd>{p.attempts}</dd>
                    <dt className="text-ink-muted">Reason</dt>
                    <dd className="break-words">{p.lastError || "No attempt has finished yet."}</dd>
                  </dl>
                </div>
                <Button variant="secondary" onClick={() => sendAgain(p)} disabled={busyId !== null} aria-label={`Send again: ${p.subject}`}>
                  Send again
                </Button>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
