// The catalog's calls: designs and projects (list, save with a version, delete, a design's place in the gallery) and photo uploads.
import { adminApi, BROKEN, OFFLINE } from "~/lib/admin-api";
import { isRetryableStatus, UPLOAD_BUDGET_MS, withRetry } from "~/lib/retry";
import type { AdminDesign, AdminProject } from "./catalog";
import { refuseBeforeSending, TOO_LARGE, UploadError, type UploadedPhoto } from "./media-upload";

/** One kind's collection: "design" answers under "design"/"designs", "project" under "project"/"projects". */
export interface CatalogApi<T> {
  list: (query: string, signal?: AbortSignal) => Promise<T[]>;
  create: (body: Record<string, unknown>) => Promise<T>;
  update: (item: { id: number; version: number }, body: Record<string, unknown>) => Promise<T>;
  remove: (item: { id: number; version: number }) => Promise<unknown>;
}

function catalogApi<T>(noun: "design" | "project"): CatalogApi<T> {
  const path = `/api/admin/${noun}s`;
  return {
    list: async (query, signal) => (await adminApi<Record<string, T[]>>(query ? `${path}?${query}` : path, { signal }))[`${noun}s`],
    create: async (body) => (await adminApi<Record<string, T>>(path, { body }))[noun],
    update: async (item, body) => (await adminApi<Record<string, T>>(`${path}/${item.id}`, { method: "PATCH", body: { version: item.version, ...body } }))[noun],
    remove: (item) => adminApi(`${path}/${item.id}?version=${item.version}`, { method: "DELETE" }),
  };
}

export const designsApi = catalogApi<AdminDesign>("design");
export const projectsApi = catalogApi<AdminProject>("project");

/** Puts a design at position (1 = first) of its category and tier, at the version read; answers that list in its new order. */
export const moveDesign = async (design: { id: number; version: number }, position: number) =>
  (await adminApi<{ designs: AdminDesign[] }>(`/api/admin/designs/${design.id}/move`, { body: { version: design.version, position } })).designs;

// A photo goes to POST /api/admin/media as raw bytes (not multipart), with upload progress and the storage client's retries.
function sendOnce(file: File, timeoutMs: number, opts: UploadOptions): Promise<UploadedPhoto> {
  const { onProgress, signal } = opts;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/media");
    xhr.timeout = Math.max(1, timeoutMs);
    xhr.setRequestHeader("Accept", "application/json");
    // The server sniffs the bytes; the browser's type (often empty for HEIC) is only a hint.
    if (file.type) xhr.setRequestHeader("Content-Type", file.type);
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    // What the photo is for, so the audit log can say "uploaded kitchen-1.jpg to 'Sage Kitchen'".
    if (opts.uploadFor) xhr.setRequestHeader("X-Upload-For", opts.uploadFor);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { error?: unknown } | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { error?: unknown };
      } catch {
        body = null;
      }
      if (xhr.status === 201 || xhr.status === 200) {
        onProgress(1);
        resolve(body as unknown as UploadedPhoto);
        return;
      }
      const sentence = body && typeof body.error === "string" && body.error ? body.error : xhr.status === 413 ? TOO_LARGE : BROKEN;
      reject(new UploadError(xhr.status, sentence));
    };
    xhr.onerror = () => reject(new UploadError(0, OFFLINE));
    xhr.ontimeout = () => reject(new UploadError(0, OFFLINE));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export interface UploadOptions {
  onProgress: (fraction: number) => void;
  /** Told before each wait, so the row can say that it will try again. */
  onRetry?: (delayMs: number, err: UploadError) => void;
  signal?: AbortSignal;
  /** "design 12", "project 3", or "design" while a new one is unsaved. */
  uploadFor?: string;
}

/** Uploads one photo within the 600 s upload budget, retrying network errors, 408, 429 and 5xx. */
export async function uploadPhoto(file: File, opts: UploadOptions): Promise<UploadedPhoto> {
  const refusal = refuseBeforeSending(file);
  if (refusal) throw new UploadError(413, refusal);
  return withRetry((remaining) => sendOnce(file, remaining, opts), {
    budgetMs: UPLOAD_BUDGET_MS,
    signal: opts.signal,
    retryable: (err) => err instanceof UploadError && isRetryableStatus(err.status),
    onRetry: (_n, delay, err) => {
      opts.onProgress(0);
      opts.onRetry?.(delay, err as UploadError);
    },
  });
}

