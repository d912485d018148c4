// The owners' System page: backups and the site's health.
import { adminApi, AdminApiError } from "~/lib/admin-api";

export interface SystemStatus {
  version: string;
  uptimeSeconds: number;
  databaseBytes: number;
  diskFreeBytes: number;
  diskWarnBytes: number;
  diskLow: boolean;
  untrustedProxy: boolean;
  backups: {
    everySeconds: number;
    folder: string;
    bucket: string;
    encrypted: boolean;
    lastSuccess: string | null;
    lastFile: string;
    lastBytes: number;
    lastPlace: string;
    lastAttempt: string | null;
    lastError: string;
    failures: number;
    next: string | null;
    overdue: boolean;
    running: boolean;
    /** Every backup is on the data's own disk, with no copy elsewhere. */
    sameDisk: boolean;
  };
  outbox: { pending: number; oldestPendingSeconds: number; failed: number };
  webhook: { pending: number; failed: number };
  /** Outside platforms' webhook deliveries not yet processed, per platform (WhatsApp, …). */
  inbound: { source: string; pending: number; oldestPendingSeconds: number; failed: number }[];
  /** The WhatsApp channel: credentials present, the last call to WhatsApp worked, what last failed, and the kinds not sent for want of a template. */
  whatsapp?: { configured: boolean; connected: boolean; lastError: string | null; lastErrorAt: string | null; unmapped: string[] };
  problems: string[];
  newestDownload: { file: string; bytes: number } | null;
}

export const readSystem = (signal?: AbortSignal) => adminApi<SystemStatus>("/api/admin/system", { signal });

export const backUpNow = () => adminApi<{ file: string; bytes: number }>("/api/admin/system/backup", { body: {} });

/** The newest backup's bytes, after the person proves again who they are (password and code). */
export async function downloadBackup(password: string, code: string): Promise<Blob> {
  const res = await fetch("/api/admin/system/backup/download", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password, code }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
    throw new AdminApiError(res.status, body.error || "The download failed. Please try again.", body.fields ?? {});
  }
  return res.blob();
}

/** A webhook delivery from an outside platform that failed or waits too long; never its content. */
export interface InboundProblem {
  id: number;
  source: string;
  status: "pending" | "failed";
  attempts: number;
  lastError: string;
  receivedAt: string;
  nextAttemptAt: string;
}

export const readInboundProblems = (signal?: AbortSignal) =>
  adminApi<{ problems: InboundProblem[]; stuckMinutes: number }>("/api/admin/inbound/problems", { signal });

export const processAgain = (id: number) => adminApi(`/api/admin/inbound/${id}/retry`, { body: {} });
