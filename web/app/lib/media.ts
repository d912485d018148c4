// Uploaded photos are served at content-addressed URLs: the mirror of Go's media.URL (/media/<hash>/<width>.<webp|jpg>).

export type MediaFormat = "webp" | "jpg";

/** One image of a design or project: an uploaded photo (media) or a demo illustration (url). */
export interface CatalogImage {
  url?: string;
  media?: string;
  alt?: string;
  width?: number;
  height?: number;
  /** "#rrggbb" or a tiny data: image, shown while the photo arrives. */
  placeholder?: string;
  widths?: number[];
}

/** /media/<hash>/<width>.<format> */
export function mediaUrl(hash: string, width: number, format: MediaFormat): string {
  return `/media/${hash}/${width}.${format}`;
}

/** A small picture of an uploaded photo for the back-office: its narrowest WebP (480 px when the widths are unknown). */
export function mediaThumbnail(hash: string, widths: readonly number[] | undefined): string {
  return mediaUrl(hash, widths?.length ? Math.min(...widths) : 480, "webp");
}

/** "url 480w, url 960w, …" over every width made of the photo. */
export function mediaSrcSet(hash: string, widths: readonly number[], format: MediaFormat): string {
  return widths.map((w) => `${mediaUrl(hash, w, format)} ${w}w`).join(", ");
}

/** The JPEG for browsers that read no srcset: the widest variant up to 960 px. */
export function mediaFallbackSrc(hash: string, widths: readonly number[]): string {
  const fitting = widths.filter((w) => w <= 960);
  const w = fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
  return mediaUrl(hash, w, "jpg");
}

/** The CSS that shows a photo's placeholder behind it until it has loaded. */
export function placeholderStyle(placeholder: string | undefined): { backgroundColor?: string; backgroundImage?: string; backgroundSize?: string } {
  if (!placeholder) return {};
  if (/^#[0-9a-fA-F]{6}$/.test(placeholder)) return { backgroundColor: placeholder };
  if (/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/.test(placeholder)) {
    return { backgroundImage: `url("${placeholder}")`, backgroundSize: "cover" };
  }
  return {};
}
