// The mail outbox as the back-office sees it: deliveries that failed or wait too long, and sending one again.
import { adminApi } from "~/lib/admin-api";

export interface MailProblem {
  id: number;
  channel: "mail" | "webhook";
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

export const sendAgain = (id: number) => adminApi(`/api/admin/mail/${id}/retry`, { body: {} });
