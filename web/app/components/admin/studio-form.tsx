// What the designs and projects editors share: saving with a version, the stale-version "Reload", publish and delete.
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { AdminApiError, useAdminSubmit } from "~/lib/admin-api";
import type { PublishStatus } from "~/lib/studio";
import { FormError, Notice } from "./admin-ui";

/** useAdminSubmit plus what a versioned edit needs: whether the server found the copy stale, and a confirmation. */
export function useStudioSave() {
  const submit = useAdminSubmit();
  const [stale, setStale] = useState(false);
  const [notice, setNotice] = useState("");
  async function save(call: () => Promise<unknown>, done: string): Promise<boolean> {
    setStale(false);
    setNotice("");
    const ok = await submit.run(async () => {
      try {
        await call();
      } catch (err) {
        if (err instanceof AdminApiError && err.status === 409) setStale(true);
        throw err;
      }
    });
    if (ok) setNotice(done);
    return ok;
  }
  return { ...submit, stale, notice, save };
}

/** The server's refusal (with "Reload" when someone else changed it first) or the last confirmation. */
export function SaveOutcome({ error, stale, notice, onReload }: { error: string; stale: boolean; notice: string; onReload: () => void }) {
  return (
    <div className="flex flex-col gap-2">
      <FormError message={error} />
      {stale ? (
        <Button variant="secondary" onClick={onReload} className="self-start">
          Reload
        </Button>
      ) : null}
      <Notice message={notice} />
    </div>
  );
}

/** Publish or keep as draft (or, once published, save or unpublish), and delete after a confirmation. */
export function PublishActions({
  status,
  isNew,
  busy,
  what,
  onSave,
  onDelete,
}: {
  status: PublishStatus;
  isNew: boolean;
  busy: boolean;
  /** "design" or "project", for the confirmation. */
  what: string;
  onSave: (status: PublishStatus) => void;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {status === "published" && !isNew ? (
          <>
            <Button onClick={() => onSave("published")} disabled={busy}>
              Save changes
            </Button>
            <Button variant="secondary" onClick={() => onSave("draft")} disabled={busy}>
              Unpublish
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => onSave("published")} disabled={busy}>
              Publish
            </Button>
            <Button variant="secondary" onClick={() => onSave("draft")} disabled={busy}>
              Keep as draft
            </Button>
          </>
        )}
        {!isNew && !confirming ? (
          <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy} className="text-danger sm:ml-auto">
            Delete
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <div role="group" aria-label={`Delete this ${what}`} className="flex flex-wrap items-center gap-2 rounded-field bg-danger-soft p-3">
          <p className="text-sm font-semibold text-danger">Delete this {what} for good? Its photos disappear from the website.</p>
          <Button variant="secondary" onClick={onDelete} disabled={busy} className="text-danger">
            Yes, delete it
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
        </div>
      ) : null}
    </div>
  );
}
