// The catalog's calls: designs and projects (list, save with a version, delete, a design's place in the gallery), photo uploads.
import { adminApi } from "~/lib/admin-api";
import { photoUpload } from "~/lib/media-upload";
import type { AdminDesign, AdminProject, CatalogImage } from "./catalog";

/** One kind's collection: "design" answers under "design"/"designs", "project" under "project"/"projects". */
export interface CatalogApi<T> {
  list: (query: string, signal?: AbortSignal) => Promise<T[]>;
  create: (body: Record<string, unknown>) => Promise<T>;
  update: (item: { id: number; version: number }, body: Record<string, unknown>) => Promise<T>;
  remove: (item: { id: number; version: number }) => Promise<unknown>;
}

/** The server leaves out a photo's empty description ("alt"); the editor always holds one, "" when none was written. */
function withAlts<T>(item: T): T {
  const images = (item as { images?: CatalogImage[] }).images;
  if (!Array.isArray(images)) return item;
  return { ...item, images: images.map((img) => ({ ...img, alt: typeof img.alt === "string" ? img.alt : "" })) };
}

function catalogApi<T>(noun: "design" | "project"): CatalogApi<T> {
  const path = `/api/admin/${noun}s`;
  return {
    list: async (query, signal) => (await adminApi<Record<string, T[]>>(query ? `${path}?${query}` : path, { signal }))[`${noun}s`].map(withAlts),
    create: async (body) => withAlts((await adminApi<Record<string, T>>(path, { body }))[noun]),
    update: async (item, body) => withAlts((await adminApi<Record<string, T>>(`${path}/${item.id}`, { method: "PATCH", body: { version: item.version, ...body } }))[noun]),
    remove: (item) => adminApi(`${path}/${item.id}?version=${item.version}`, { method: "DELETE" }),
  };
}

export const designsApi = catalogApi<AdminDesign>("design");
export const projectsApi = catalogApi<AdminProject>("project");

/** Puts a design at position (1 = first) of its category and tier, at the version read; answers that list in its new order. */
export const moveDesign = async (design: { id: number; version: number }, position: number) =>
  (await adminApi<{ designs: AdminDesign[] }>(`/api/admin/designs/${design.id}/move`, { body: { version: design.version, position } })).designs.map(withAlts);

/** A design's or project's photo (POST /api/admin/media). */
export const uploadPhoto = photoUpload("/api/admin/media");
