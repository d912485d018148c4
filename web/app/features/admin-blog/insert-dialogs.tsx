// The body's insert dialogs: a link, an uploaded photo (its description required before it goes in), a YouTube video.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { PhotoUploader } from "~/components/admin/photo-uploader";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { TextField } from "~/components/ui/text-field";
import { BLOG_LIMITS, BLOG_MESSAGES, photoFromUpload, type PostImage } from "./post";
import { linkProblem, youTubeId } from "./body-rules";
import { uploadPhoto } from "./api";

function InsertDialog({ title, submit, onClose, onSubmit, children }: { title: string; submit: string; onClose: () => void; onSubmit: () => void; children: ReactNode }) {
  const titleId = useId();
  function send(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    e.stopPropagation();
    onSubmit();
  }
  return (
    <ModalDialog
      aria-labelledby={titleId}
      onDismiss={onClose}
      initialFocus={(d) => d.querySelector<HTMLElement>("input:not([type=file])")}
      className="fixed inset-0 m-auto h-fit max-h-[92dvh] w-[min(94vw,34rem)] overflow-y-auto rounded-card bg-ivory p-0 text-ink shadow-lift backdrop:bg-[#24211e8c]"
    >
      <form onSubmit={send} noValidate className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={titleId} className="text-2xl">
          {title}
        </h2>
        {children}
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{submit}</Button>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Asks for a link's address; an empty one removes the link. */
export function LinkDialog({ initial, onInsert, onClose }: { initial: string; onInsert: (href: string) => void; onClose: () => void }) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState("");
  return (
    <InsertDialog
      title="Link"
      submit={initial ? "Update link" : "Add link"}
      onClose={onClose}
      onSubmit={() => {
        const problem = linkProblem(href);
        if (problem) return setError(problem);
        onInsert(href.trim());
      }}
    >
      <TextField
        label="Address"
        type="url"
        inputMode="url"
        autoComplete="off"
        value={href}
        onChange={(e) => setHref(e.currentTarget.value)}
        hint="https://…, mailto:… or a page of this site such as /get-free-estimate. Leave empty to remove the link."
        error={error}
      />
    </InsertDialog>
  );
}

/** Uploads one photo through the back-office's pipeline; it goes into the body only with its description. */
export function PhotoDialog({ onInsert, onClose }: { onInsert: (photo: PostImage) => void; onClose: () => void }) {
  const [photo, setPhoto] = useState<PostImage | null>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState("");
  return (
    <InsertDialog
      title="Photo"
      submit="Insert photo"
      onClose={onClose}
      onSubmit={() => {
        if (!photo) return setError("Choose a photo first.");
        if (!alt.trim()) return setError(BLOG_MESSAGES.imageAlt);
        onInsert({ ...photo, alt: alt.trim() });
      }}
    >
      <PhotoUploader upload={uploadPhoto} uploadFor="blog post" onUploaded={(p) => setPhoto(photoFromUpload(p))} />
      {photo ? <img src={photo.url} alt="" className="max-h-48 w-full rounded-field object-cover" /> : null}
      <TextField
        label="Description of the photo"
        value={alt}
        maxLength={BLOG_LIMITS.alt}
        onChange={(e) => setAlt(e.currentTarget.value)}
        hint="What it shows, for people who cannot see it and for search engines."
        error={error}
        required
      />
    </InsertDialog>
  );
}

/** Asks for a YouTube link of any form; the body gets YouTube's embed. */
export function VideoDialog({ onInsert, onClose }: { onInsert: (url: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState("");
  return (
    <InsertDialog
      title="YouTube video"
      submit="Insert video"
      onClose={onClose}
      onSubmit={() => {
        if (!youTubeId(url)) return setError("Paste a YouTube link, such as https://youtu.be/dQw4w9WgXcQ.");
        onInsert(url.trim());
      }}
    >
      <TextField
        label="YouTube link"
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        hint="watch, youtu.be, shorts or embed links."
        error={error}
      />
    </InsertDialog>
  );
}
