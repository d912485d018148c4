// What the designs and projects editors share: saving with a version (a stale copy goes to the stale notice), publish and delete.
import { useState } from "react";
import { FormError, Notice, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminSubmit, useStaleEdit } from "~/lib/admin-api";
import type { PublishStatus } from "./catalog";

/** useAdminSubmit plus what a versioned edit needs: the stale-edit sentence, and a confirmation. */
export function useCatalogSave() {
  const submit = useAdminSubmit();
  const { stale, guard, clear } = useStaleEdit();
  const [notice, setNotice] = useState("");
  async function save(call: () => Promise<unknown>, done: string): Promise<boolean> {
    clear();
    setNotice("");
    const ok = await submit.run(() => guard(call));
    if (ok) setNotice(done);
    return ok;
  }
  return { ...submit, stale, notice, save };
}

/** The server's refusal, the stale notice with its "Reload", or the last confirmation. */
export function SaveOutcome({ error, stale, notice, onReload }: { error: string; stale: string; notice: string; onReload: () => void }) {
  return (
    <div className="flex flex-col gap-2">
      <FormError message={error} />
      <StaleNotice message={stale} onReload={onReload} />
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
