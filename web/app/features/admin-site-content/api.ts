// The editor's reviews, FAQs and city pages (issue 27): each list read with its version and saved whole at that version.
import type { FaqCategory } from "~/content/faqs";
import type { CityPageEdit } from "~/content/site-content";
import type { Testimonial } from "~/content/testimonials";
import { adminApi, BROKEN, OFFLINE } from "~/lib/admin-api";
import { fetchRecentProjects, projectName } from "~/lib/recent-projects";
import { mediaUrl } from "~/lib/media";
import type { UploadedPhoto } from "~/lib/media-upload";

export interface AdminReview extends Testimonial {
  hidden?: boolean;
}
export interface ReviewList {
  items: AdminReview[];
  version: number;
}
/** categories null: the built-in FAQs stand (web/app/content/faqs.ts). */
export interface FaqList {
  categories: FaqCategory[] | null;
  version: number;
}
export interface CityList {
  items: CityPageEdit[];
  version: number;
}

const path = "/api/admin/site-content/";

export const readReviews = (signal?: AbortSignal) => adminApi<ReviewList>(`${path}reviews`, { signal });
export const saveReviews = (r: ReviewList) => adminApi<ReviewList>(`${path}reviews`, { method: "PUT", body: r });
export const readFaqs = (signal?: AbortSignal) => adminApi<FaqList>(`${path}faqs`, { signal });
export const saveFaqs = (f: FaqList) => adminApi<FaqList>(`${path}faqs`, { method: "PUT", body: f });
export const readCities = (signal?: AbortSignal) => adminApi<CityList>(`${path}cities`, { signal });
export const saveCities = (c: CityList) => adminApi<CityList>(`${path}cities`, { method: "PUT", body: c });

/** Uploads a review's photo through the site's photo pipeline (POST /api/admin/media, raw bytes) and returns its smallest WebP's address. */
export async function uploadReviewPhoto(file: File): Promise<string> {
  const headers: Record<string, string> = { Accept: "application/json", "X-File-Name": encodeURIComponent(file.name), "X-Upload-For": "review" };
  if (file.type) headers["Content-Type"] = file.type;
  let res: Response;
  try {
    res = await fetch("/api/admin/media", { method: "POST", body: file, headers, credentials: "same-origin" });
  } catch {
    throw new Error(OFFLINE);
  }
  const body = (await res.json().catch(() => null)) as { hash?: string; widths?: number[]; error?: string } | null;
  if (!res.ok || !body?.hash || !body.widths?.length) throw new Error(body?.error || BROKEN);
  return mediaUrl(body.hash, Math.min(...body.widths), "webp");
}

/** A published project a city page may show. */
export interface PublishedProject {
  id: number;
  name: string;
}

/** The published projects, newest first (the public list: a city page shows only published ones). */
export async function readPublishedProjects(signal?: AbortSignal): Promise<PublishedProject[]> {
  return (await fetchRecentProjects(signal)).map((p) => ({ id: p.id, name: projectName(p) }));
}

/** A hero photo's address: its widest WebP up to 1600 px, the width the city page's picture is drawn at. */
export function heroPhoto(photo: UploadedPhoto): string {
  const fit = photo.widths.filter((w) => w <= 1600);
  return mediaUrl(photo.hash, fit.length > 0 ? Math.max(...fit) : Math.min(...photo.widths), "webp");
}
