// The back-office's photo uploads (the catalog studio, the blog editor): what is checked before sending, the call, its refusal, and the queue.
import { BROKEN, OFFLINE } from "./admin-api";
import { isRetryableStatus, UPLOAD_BUDGET_MS, withRetry } from "./retry";

/** The server's upload limit (26,214,400 bytes, contracts: POST /api/admin/media); checked here before sending. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** What the file picker offers; on a phone it opens the camera roll. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";

/** The server's answer to an accepted photo. */
export interface UploadedPhoto {
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  widths: number[];
  formats: string[];
}

/** A photo the server (or this page) refused, or could not be sent; status 0 = no answer. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

const TOO_LARGE = "This photo is larger than 25 MB. Please send a smaller one.";
const EMPTY = "This file is empty.";

/** Why this file cannot be sent at all, or null when it may go. */
export function refuseBeforeSending(file: Pick<File, "size">): string | null {
  if (file.size > MAX_PHOTO_BYTES) return TOO_LARGE;
  if (file.size === 0) return EMPTY;
  return null;
}

/** Runs queued uploads a few at a time, in the order they were added. */
export class UploadQueue {
  private waiting: (() => Promise<void>)[] = [];
  private running = 0;
  constructor(private readonly parallel: number) {}

  push(task: () => Promise<void>): void {
    this.waiting.push(task);
    this.next();
  }

  private next(): void {
    while (this.running < this.parallel && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      this.running++;
      void task().finally(() => {
        this.running--;
        this.next();
      });
    }
  }
}

// A photo goes to the feature's upload URL as raw bytes (not multipart), with upload progress and the storage client's retries.
function sendOnce(url: string, file: File, timeoutMs: number, opts: UploadOptions): Promise<UploadedPhoto> {
  const { onProgress, signal } = opts;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
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

interface UploadOptions {
  onProgress: (fraction: number) => void;
  /** Told before each wait, so the row can say that it will try again. */
  onRetry?: (delayMs: number, err: UploadError) => void;
  signal?: AbortSignal;
  /** "design 12", "project 3", or "design" while a new one is unsaved. */
  uploadFor?: string;
}

/** Sends one photo and answers what the server made of it. */
export type PhotoUpload = (file: File, opts: UploadOptions) => Promise<UploadedPhoto>;

/** The upload of one photo to url (a feature's api.ts names it) within the 600 s upload budget, retrying network errors, 408, 429 and 5xx. */
export function photoUpload(url: string): PhotoUpload {
  return async (file, opts) => {
    const refusal = refuseBeforeSending(file);
    if (refusal) throw new UploadError(413, refusal);
    return withRetry((remaining) => sendOnce(url, file, remaining, opts), {
      budgetMs: UPLOAD_BUDGET_MS,
      signal: opts.signal,
      retryable: (err) => err instanceof UploadError && isRetryableStatus(err.status),
      onRetry: (_n, delay, err) => {
        opts.onProgress(0);
        opts.onRetry?.(delay, err as UploadError);
      },
    });
  };
}
