// Photo uploads for the back-office's editors (designs, projects, blog posts): drop several on a desktop, or pick from a phone's camera roll.
import { CircleAlert, Image as ImageIcon, ImagePlus } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type DragEvent } from "react";
import { cn } from "~/lib/cn";
import { mediaThumbnail } from "~/lib/media";
import { PHOTO_ACCEPT, refuseBeforeSending, UploadError, UploadQueue, type PhotoUpload, type UploadedPhoto } from "~/lib/media-upload";

interface UploadRow {
  id: number;
  name: string;
  size: number;
  progress: number;
  state: "waiting" | "sending" | "retrying" | "done" | "refused";
  message: string;
  photo?: UploadedPhoto;
}

/** Photos sent at once; the server processes a few at a time anyway. */
const PARALLEL = 2;

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** A drop area and file picker; each file gets a row with its progress and result, sent by upload; accepted photos go to onUploaded. */
export function PhotoUploader({ upload, onUploaded, uploadFor }: { upload: PhotoUpload; onUploaded: (photo: UploadedPhoto) => void; uploadFor?: string }) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);
  const [queue] = useState(() => new UploadQueue(PARALLEL));
  const nextId = useRef(1);
  const aborter = useRef<AbortController | null>(null);
  const uploaded = useRef(onUploaded);
  const target = useRef(uploadFor);

  useEffect(() => {
    uploaded.current = onUploaded;
    target.current = uploadFor;
  }, [onUploaded, uploadFor]);

  useEffect(() => {
    const ctl = new AbortController();
    aborter.current = ctl;
    return () => ctl.abort();
  }, []);

  const update = useCallback((id: number, change: Partial<UploadRow>) => {
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...change } : r)));
  }, []);

  const send = useCallback(
    async (id: number, file: File) => {
      update(id, { state: "sending", message: "Uploading…" });
      try {
        const photo = await upload(file, {
          signal: aborter.current?.signal,
          uploadFor: target.current,
          onProgress: (fraction) => update(id, { progress: fraction, ...(fraction >= 1 ? { message: "Processing…" } : {}) }),
          onRetry: (delay) => update(id, { state: "retrying", message: `Could not send it. Trying again in ${Math.round(delay / 1000)} s…` }),
        });
        update(id, { state: "done", progress: 1, photo, message: `Added: ${photo.width} × ${photo.height} pixels. Describe it below.` });
        uploaded.current(photo);
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return;
        update(id, { state: "refused", message: err instanceof UploadError ? err.message : "Something went wrong on our side. Please try again later." });
      }
    },
    [update, upload],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added: UploadRow[] = [];
      const toSend: { id: number; file: File }[] = [];
      for (const file of files) {
        const id = nextId.current++;
        const refusal = refuseBeforeSending(file);
        added.push({ id, name: file.name, size: file.size, progress: 0, state: refusal ? "refused" : "waiting", message: refusal ?? "Waiting…" });
        if (!refusal) toSend.push({ id, file });
      }
      // Rows first: a send starting at once updates its row by id.
      setRows((rs) => [...rs, ...added]);
      for (const { id, file } of toSend) queue.push(() => send(id, file));
    },
    [queue, send],
  );

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    add(Array.from(e.dataTransfer.files));
  }

  const finished = rows.some((r) => r.state === "done" || r.state === "refused");
  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-card border-2 border-dashed border-line px-4 py-6 text-center sm:flex-row sm:text-left",
          dragging && "border-accent bg-limewash",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 shrink-0 text-ink-muted" />
        <p className="text-sm text-ink-muted">
          <span className="hidden sm:inline">Drag photos here, several at once, or choose them. </span>JPEG, PNG, WebP or HEIC, up to 25 MB each.
        </p>
        <label className="relative inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center rounded-pill bg-white px-5 py-2.5 text-sm font-semibold text-ink ring-1 ring-line ring-inset focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent hover:bg-limewash sm:ml-auto">
          Choose photos
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            className="absolute inset-0 size-full cursor-pointer opacity-0"
            onChange={(e) => {
              add(Array.from(e.currentTarget.files ?? []));
              e.currentTarget.value = "";
            }}
          />
        </label>
      </div>
      {rows.length > 0 ? (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {rows.map((r) => (
            <li key={r.id} className="flex items-center gap-3 rounded-field bg-limewash p-2">
              <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-field bg-white">
                {r.photo ? (
                  <img src={mediaThumbnail(r.photo.hash, r.photo.widths)} alt="" className="size-full object-cover" />
                ) : r.state === "refused" ? (
                  <CircleAlert aria-hidden="true" className="size-6 text-danger" />
                ) : (
                  <ImageIcon aria-hidden="true" className="size-6 text-ink-muted" />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex gap-2 text-sm">
                  <span className="truncate font-semibold">{r.name}</span>
                  <span className="shrink-0 text-ink-muted">{fileSize(r.size)}</span>
                </p>
                {r.state === "refused" ? null : (
                  <progress
                    value={Math.round(r.progress * 100)}
                    max={100}
                    aria-label={`Upload of ${r.name}`}
                    className="h-2 w-full appearance-none overflow-hidden rounded-pill bg-white [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:bg-accent"
                  />
                )}
                <p aria-live="polite" className={cn("text-sm", r.state === "refused" ? "font-semibold text-danger" : "text-ink-muted")}>
                  {r.message}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {finished ? (
        <button
          type="button"
          onClick={() => setRows((rs) => rs.filter((r) => r.state !== "done" && r.state !== "refused"))}
          className="min-h-11 self-start rounded-field px-2 text-sm font-semibold text-accent-ink underline-offset-4 hover:underline"
        >
          Clear finished uploads
        </button>
      ) : null}
    </div>
  );
}
