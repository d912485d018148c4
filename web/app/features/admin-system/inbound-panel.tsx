import { useState } from "react";
import { FormError, Loaded, Notice, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { formatWhen, useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { processAgain, readInboundProblems, type InboundProblem } from "./api";

/** The outside platforms' webhook deliveries that failed or wait too long, each with "Try again". */
export function InboundPanel({ onChanged }: { onChanged: () => void }) {
  const problems = useAdminQuery("inbound-problems", readInboundProblems);
  const [notice, setNotice] = useState("");
  const [busyId, setBusyId] = useState<number | null>(null);
  const { error, run } = useAdminSubmit();

  async function tryAgain(p: InboundProblem) {
    setBusyId(p.id);
    setNotice("");
    if (await run(() => processAgain(p.id))) {
      setNotice(`The ${p.source} delivery of ${formatWhen(p.receivedAt)} is queued to be processed again.`);
      await problems.reload();
      onChanged();
    }
    setBusyId(null);
  }

  return (
    <Panel title="Incoming webhooks">
      <Loaded query={problems} loading="Loading the webhook deliveries…">
        {(data) => (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-ink-muted">
              Deliveries from WhatsApp and the ad platforms are stored as they arrive and processed in turn. Listed here: those that failed, and
              those still waiting {data.stuckMinutes} minutes after they arrived.
            </p>
            <FormError message={error} />
            <Notice message={notice} />
            {data.problems.length === 0 ? (
              <p className="text-sm">No problems: every delivery was processed.</p>
            ) : (
              <ul aria-label="Webhook problems" className="flex flex-col gap-3">
                {data.problems.map((p) => (
                  <li key={p.id} className="grid gap-2 rounded-field border border-line p-3 sm:grid-cols-[1fr_auto] sm:items-start">
                    <div className="min-w-0 text-sm">
                      <p className="flex flex-wrap gap-x-3">
                        <span className="font-semibold">{p.source}</span>
                        <span className={p.status === "failed" ? "font-semibold text-danger" : "font-semibold text-brass-ink"}>
                          {p.status === "failed" ? "Failed" : "Still waiting"}
                        </span>
                      </p>
                      <p>
                        Arrived {formatWhen(p.receivedAt)} · {p.attempts} {p.attempts === 1 ? "attempt" : "attempts"}
                      </p>
                      <p className="break-words text-ink-muted">{p.lastError || "No attempt has finished yet."}</p>
                    </div>
                    <Button
                      variant="secondary"
                      onClick={() => tryAgain(p)}
                      disabled={busyId !== null}
                      aria-label={`Try again: ${p.source} delivery of ${formatWhen(p.receivedAt)}`}
                    >
                      Try again
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Loaded>
    </Panel>
  );
}
