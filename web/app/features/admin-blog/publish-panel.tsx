// A post's status and what can be done with it: save, preview, schedule (India time), publish, unpublish, delete.
import { CalendarClock, Eye, Send, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { formatWhen } from "~/lib/admin-dates";
import { BLOG_MESSAGES, localIndiaTime, publishAtFromLocal, type AdminPost, type PostStatus } from "./post";
import { StatusBadge } from "./status-badge";

/** What each action asks the server for. */
export type PostAction = { status: "keep" } | { status: Exclude<PostStatus, "scheduled"> } | { status: "scheduled"; publishAt: string };

/** Tomorrow 09:00 in India, the schedule's first suggestion. */
function tomorrowMorning(now = new Date()): string {
  return `${localIndiaTime(new Date(now.getTime() + 24 * 3600_000).toISOString()).slice(0, 10)}T09:00`;
}

export function PublishPanel({
  post,
  busy,
  publishAtError,
  onAction,
  onPreview,
  onDelete,
}: {
  post: AdminPost | null;
  busy: boolean;
  publishAtError?: string;
  onAction: (action: PostAction) => void;
  onPreview: () => void;
  /** Deletes the saved post, after the confirmation here. */
  onDelete: () => void;
}) {
  const status = post?.status ?? "draft";
  const live = status === "published" || status === "scheduled";
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState(() => localIndiaTime(post?.publishAt ?? null) || tomorrowMorning());
  const [whenError, setWhenError] = useState("");
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function schedule() {
    const publishAt = publishAtFromLocal(when);
    if (!publishAt) return setWhenError(BLOG_MESSAGES.publishAt);
    setWhenError("");
    onAction({ status: "scheduled", publishAt });
  }

  return (
    <Panel title="Publishing">
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          <StatusBadge status={status} />
          {status === "scheduled" && post?.publishAt ? <span>Publishes itself {formatWhen(post.publishAt)} (India time).</span> : null}
          {status === "published" ? <span>Visitors see it on /blogs.</span> : null}
          {status === "draft" ? <span>Only the back-office sees it.</span> : null}
          {status === "unpublished" ? <span>Taken down: visitors no longer see it.</span> : null}
        </p>
        {post ? <p className="text-sm text-ink-muted">Last saved {formatWhen(post.updatedAt)}{post.updatedBy ? ` by ${post.updatedBy}` : ""}.</p> : null}
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => onAction({ status: "keep" })}>
            {live ? "Save changes" : "Save draft"}
          </Button>
          <Button variant="secondary" onClick={onPreview}>
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setScheduling((s) => !s)} aria-expanded={scheduling}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Schedule
          </Button>
          {status === "published" ? (
            <Button variant="secondary" disabled={busy} onClick={() => onAction({ status: "unpublished" })}>
              <Undo2 aria-hidden="true" className="size-4" />
              Unpublish
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => onAction({ status: "published" })}>
              <Send aria-hidden="true" className="size-4" />
              Publish
            </Button>
          )}
        </div>
        {status === "scheduled" ? (
          <Button variant="ghost" disabled={busy} onClick={() => onAction({ status: "draft" })} className="self-start">
            Cancel the schedule (back to draft)
          </Button>
        ) : null}
        {scheduling ? (
          <div className="flex flex-col gap-3 rounded-field bg-limewash p-3">
            <TextField
              label="Publish on (India time)"
              type="datetime-local"
              value={when}
              onChange={(e) => setWhen(e.currentTarget.value)}
              hint="The post appears on /blogs by itself at this time."
              error={whenError || publishAtError}
            />
            <Button disabled={busy} onClick={schedule} className="self-start">
              Schedule post
            </Button>
          </div>
        ) : null}
        {post && !confirmingDelete ? (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirmingDelete(true)} className="self-start text-danger">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete post
          </Button>
        ) : null}
        {post && confirmingDelete ? (
          <div role="group" aria-label="Delete this post" className="flex flex-col gap-2 rounded-field bg-danger-soft p-3">
            <p className="text-sm font-semibold text-danger">
              Delete this post for good? Its address then answers “Blog not found.”, and it leaves /blogs and the sitemap.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" disabled={busy} onClick={onDelete} className="text-danger">
                Yes, delete it
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => setConfirmingDelete(false)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
