// What a photo upload checks before sending, its refusal, and the queue that sends a few at a time (the call itself: api.ts).

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

export const TOO_LARGE = "This photo is larger than 25 MB. Please send a smaller one.";
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
