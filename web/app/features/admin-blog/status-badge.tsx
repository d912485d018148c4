import { cn } from "~/lib/cn";
import { statusLabels, type PostStatus } from "./post";

const tones: Record<PostStatus, string> = {
  draft: "bg-limewash text-ink-muted ring-1 ring-line ring-inset",
  scheduled: "bg-brass-soft text-brass-ink",
  published: "bg-success-soft text-success",
  unpublished: "bg-danger-soft text-danger",
};

/** A post's status as a small pill, in words (never colour alone). */
export function StatusBadge({ status }: { status: PostStatus }) {
  return <span className={cn("inline-flex rounded-pill px-2.5 py-0.5 text-xs font-semibold", tones[status])}>{statusLabels[status]}</span>;
}
