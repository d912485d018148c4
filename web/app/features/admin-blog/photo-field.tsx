// The cover photo and the social image: one uploaded photo with its description, replaced or removed in place.
import { useId, useState } from "react";
import { PhotoUploader } from "~/components/admin/photo-uploader";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { BLOG_LIMITS, photoFromUpload, type PostImage } from "./post";
import { uploadPhoto } from "./api";

export function PhotoField({
  label,
  hint,
  photo,
  onChange,
  error,
  altRequired,
}: {
  label: string;
  hint: string;
  photo: PostImage | null;
  onChange: (photo: PostImage | null) => void;
  error?: string;
  altRequired?: boolean;
}) {
  const id = useId();
  const [replacing, setReplacing] = useState(false);
  const showUploader = !photo || replacing;
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <p id={id} className="text-sm font-semibold text-ink">
          {label}
        </p>
        <p className="text-sm text-ink-muted">{hint}</p>
      </div>
      {photo ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img src={photo.url} alt="" className="aspect-[16/9] w-full rounded-field object-cover sm:w-48" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <TextField
              label={`Description of the ${label.toLowerCase()}`}
              value={photo.alt ?? ""}
              maxLength={BLOG_LIMITS.alt}
              required={altRequired}
              onChange={(e) => onChange({ ...photo, alt: e.currentTarget.value })}
              hint="What it shows, for people who cannot see it."
              error={error}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setReplacing((r) => !r)} aria-expanded={replacing}>
                {replacing ? "Keep this photo" : "Replace photo"}
              </Button>
              <Button variant="ghost" onClick={() => onChange(null)}>
                Remove photo
              </Button>
            </div>
          </div>
        </div>
      ) : error ? (
        <p className="text-sm font-semibold text-danger">{error}</p>
      ) : null}
      {showUploader ? (
        <PhotoUploader
          upload={uploadPhoto}
          uploadFor="blog post"
          onUploaded={(p) => {
            onChange(photoFromUpload(p, photo?.alt ?? ""));
            setReplacing(false);
          }}
        />
      ) : null}
    </div>
  );
}
