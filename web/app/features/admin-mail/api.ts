// The mail outbox as the back-office sees it: deliveries that failed or wait too long, and sending one again.
import { adminApi } from "~/lib/admin-api";

export interface MailProblem {
  id: number;
  channel: "mail" | "webhook" | "whatsapp";
  to: string;
  subject: string;
  status: "pending" | "failed";
  attempts: number;
  lastError: string;
  createdAt: string;
  nextAttemptAt: string;
}

export interface MailProblems {
  problems: MailProblem[];
  stuckMinutes: number;
}

export const readMailProblems = (signal?: AbortSignal) => adminApi<MailProblems>("/api/admin/mail/problems", { signal });

// A WhatsApp message has its own numbers, so it is sent again at its own address.
export const sendAgain = (p: Pick<MailProblem, "id" | "channel">) =>
  adminApi(p.channel === "whatsapp" ? `/api/admin/whatsapp/messages/${p.id}/retry` : `/api/admin/mail/${p.id}/retry`, { body: {} });
