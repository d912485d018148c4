// The audit log: who did what, when, from where; paged by the id of the oldest event shown.
import { adminApi } from "~/lib/admin-api";

interface AuditEvent {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string;
  address: string;
  detail: string;
  /** What happened, as a person says it ("uploaded kitchen-1.jpg to 'Sage Kitchen'"); the server makes one for older entries too. */
  sentence: string;
}

export interface AuditPage {
  events: AuditEvent[];
  next: number | null; // the cursor of older events, null at the start of the log
}

export const readAudit = (before?: number | null, signal?: AbortSignal) =>
  adminApi<AuditPage>(before ? `/api/admin/audit?before=${before}` : "/api/admin/audit", { signal });
