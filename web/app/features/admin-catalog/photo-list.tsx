// The photos of a design or project, in the order the public page shows them, each with the description publishing needs.
import type { Dispatch, SetStateAction } from "react";
import { TextArea } from "~/components/ui/text-area";
import { imageFromUpload, moved, STUDIO_LIMITS, thumbnailURL, type CatalogImage } from "./catalog";
import { PhotoUploader } from "~/components/admin/photo-uploader";
import { uploadPhoto } from "./api";

const smallButton = "min-h-11 rounded-field px-3 text-sm font-semibold text-accent-ink underline-offset-4 hover:underline disabled:text-ink-muted disabled:no-underline";

/** The ordered photos with description, move and remove, and the uploader that adds more. */
export function PhotoList({
  images,
  setImages,
  errors,
  uploadFor,
}: {
  images: CatalogImage[];
  /** A state setter: uploads finishing together each add their photo to the latest list. */
  setImages: Dispatch<SetStateAction<CatalogImage[]>>;
  /** Problems by photo index, shown under its description. */
  errors: Record<number, string>;
  /** What uploads are for ("design 12"), for the audit log. */
  uploadFor: string;
}) {
  const set = (i: number, change: Partial<CatalogImage>) => setImages((list) => list.map((img, j) => (j === i ? { ...img, ...change } : img)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-ink">Photos</legend>
      {images.length === 0 ? <p className="text-sm text-ink-muted">No photos yet. The first photo is the one people see first.</p> : null}
      <ol aria-label="Photos in order" className="flex flex-col gap-3">
        {images.map((img, i) => {
          const n = i + 1;
          return (
            <li key={`${img.media ?? img.url}-${i}`} className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3 rounded-field bg-limewash p-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto]">
              <img
                src={thumbnailURL(img)}
                alt=""
                width={img.width}
                height={img.height}
                style={img.placeholder?.startsWith("#") ? { backgroundColor: img.placeholder } : undefined}
                className="aspect-square w-full rounded-field bg-white object-cover"
              />
              <TextArea
                label={`Description of photo ${n}`}
                rows={2}
                hint={i === 0 ? "Say what the photo shows, e.g. “L-shaped kitchen with white gloss shutters”." : undefined}
                value={img.alt}
                onChange={(e) => set(i, { alt: e.currentTarget.value })}
                required
                maxLength={STUDIO_LIMITS.alt}
                error={errors[i]}
              />
              <div className="col-span-2 flex flex-wrap gap-1 sm:col-span-1 sm:flex-col sm:items-end">
                <button type="button" className={smallButton} disabled={i === 0} onClick={() => setImages((list) => moved(list, i, -1))}>
                  Move up<span className="sr-only"> photo {n}</span>
                </button>
                <button type="button" className={smallButton} disabled={i === images.length - 1} onClick={() => setImages((list) => moved(list, i, 1))}>
                  Move down<span className="sr-only"> photo {n}</span>
                </button>
                <button type="button" className={smallButton} onClick={() => setImages((list) => list.filter((_, j) => j !== i))}>
                  Remove<span className="sr-only"> photo {n}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <PhotoUploader upload={uploadPhoto} uploadFor={uploadFor} onUploaded={(photo) => setImages((list) => [...list, imageFromUpload(photo)])} />
    </fieldset>
  );
}

