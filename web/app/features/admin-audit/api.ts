// The audit log: who did what, when, from where; paged like every admin list, ?after= the "next" of the page shown.
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
  next: string | null; // the cursor of older events, null at the start of the log
}

export const readAudit = (after: string | null, signal?: AbortSignal) =>
  adminApi<AuditPage>(after ? `/api/admin/audit?after=${encodeURIComponent(after)}` : "/api/admin/audit", { signal });
