// The catalog's designs and projects as the editors hold them; words and limits from content/catalog.json (the server reads it too).
import catalogTexts from "~/content/catalog.json";
import type { ProjectFacts } from "~/lib/catalog-data";
import { mediaThumbnail } from "~/lib/media";
import type { UploadedPhoto } from "~/lib/media-upload";

/** One photo of a design or project: an uploaded one (media) or a demo illustration (url). */
export interface CatalogImage {
  media?: string;
  url?: string;
  alt: string;
  width?: number;
  height?: number;
  placeholder?: string;
  widths?: number[];
}

export type PublishStatus = "draft" | "published";
export const statusLabels = Object.fromEntries(catalogTexts.statuses.map((s) => [s.value, s.label])) as Record<PublishStatus, string>;
/** The editor's text limits, the same the server checks (content/catalog.json). */
export const STUDIO_LIMITS = catalogTexts.limits;

export interface AdminDesign {
  id: number;
  category: string;
  type: string;
  position: number;
  title: string;
  description: string;
  features: string[];
  images: CatalogImage[];
  ytUrl: string;
  status: PublishStatus;
  version: number;
  updatedAt: string;
}

export interface AdminProject extends ProjectFacts {
  id: number;
  name: string;
  images: CatalogImage[];
  createdAt: string;
  status: PublishStatus;
  version: number;
  updatedAt: string;
}

/** The entry an uploaded photo becomes in a design's or project's images; alt text still to be written. */
export function imageFromUpload(photo: UploadedPhoto): CatalogImage {
  return { media: photo.hash, alt: "", width: photo.width, height: photo.height, placeholder: photo.placeholder, widths: photo.widths };
}

/** A small picture of the image for the editor: the narrowest WebP made of an upload, or the illustration itself. */
export function thumbnailURL(img: Pick<CatalogImage, "media" | "url" | "widths">): string {
  if (img.media) return mediaThumbnail(img.media, img.widths);
  return img.url ?? "";
}

/** The sentence the editor shows under each photo that still lacks a description. */
const ALT_REQUIRED = catalogTexts.messages.altRequired;
/** Per-photo problems from the server's fields ("images.2.alt", "images[2]", …) and, when publishing, the photos still without a description. */
export function imageErrors(images: readonly CatalogImage[], fields: Record<string, string>, publishing = true): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [key, sentence] of Object.entries(fields)) {
    const m = /^images?[.[](\d+)/.exec(key);
    if (m) out[Number(m[1])] = sentence;
  }
  images.forEach((img, i) => {
    // A description the server left out is as missing as an empty one.
    if (publishing && !(img.alt ?? "").trim() && out[i] === undefined) out[i] = ALT_REQUIRED;
  });
  return out;
}

/** Moves the item at index by delta (-1 up, +1 down) in a copy of list. */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(to, 0, item);
  return copy;
}

/** The features text box (one per line) as the list the server stores, and back. */
export function featuresFromText(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}
