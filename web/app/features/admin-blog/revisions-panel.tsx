// Every saved state of a post, newest first; restoring one makes its texts the post's again (a new revision itself).
import { Loaded, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { formatWhen, useAdminQuery } from "~/lib/admin-api";
import { listRevisions } from "./api";
import { statusLabels, type AdminPost } from "./post";

export function RevisionsPanel({ post, busy, onRestore }: { post: AdminPost; busy: boolean; onRestore: (revisionId: number) => void }) {
  // Read again after every save: each one is a revision.
  const revisions = useAdminQuery(`blog-revisions-${post.id}-${post.version}`, (signal) => listRevisions(post.id, signal));
  return (
    <Panel title="Revisions">
      <Loaded query={revisions} loading="Loading the revisions…">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-ink-muted">No earlier versions yet.</p>
          ) : (
            <ol aria-label="Revisions" className="flex max-h-96 flex-col gap-2 overflow-y-auto">
              {list.map((r, i) => (
                <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-field bg-limewash px-3 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold [overflow-wrap:anywhere]">{r.title || "Untitled post"}</p>
                    <p className="text-ink-muted">
                      {formatWhen(r.createdAt)} · {r.author} · {statusLabels[r.status] ?? r.status}
                    </p>
                  </div>
                  {i === 0 ? (
                    <span className="text-ink-muted">Current</span>
                  ) : (
                    <Button variant="secondary" disabled={busy} onClick={() => onRestore(r.id)} aria-label={`Restore the version of ${formatWhen(r.createdAt)}`}>
                      Restore
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
    </Panel>
  );
}
