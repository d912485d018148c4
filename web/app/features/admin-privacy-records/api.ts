// The owner's privacy records (issue 28, items 5-6): who looked at whom, and the breach register with its processors.
import { adminApi } from "~/lib/admin-api";

export interface AccessEntry {
  id: number;
  at: string;
  /** The staff member's e-mail. */
  actor: string;
  action: string;
  /** What a search or export asked for, without the words typed ("q: 9 characters; status=new"). */
  shape: string;
  total: number;
  /** The first records touched: "L12" a lead, "M7" a message, "S3" a subscription. */
  records: string[];
  /** The kind an unfiltered export covered whole ("lead"), or "*" for a backup. */
  allOf: string;
}

export interface AccessPage {
  entries: AccessEntry[];
  next: string | null;
  staff: { id: number; name: string }[];
}

export interface AccessFilter {
  staff: string;
  person: string;
}

export function accessLogPath(filter: AccessFilter, after: string | null): string {
  const q = new URLSearchParams();
  if (filter.staff) q.set("staff", filter.staff);
  if (filter.person.trim()) q.set("person", filter.person.trim());
  if (after) q.set("after", after);
  const s = q.toString();
  return s ? `/api/admin/access-log?${s}` : "/api/admin/access-log";
}

export const readAccessLog = (filter: AccessFilter, after: string | null, signal?: AbortSignal) =>
  adminApi<AccessPage>(accessLogPath(filter, after), { signal });

/** An incident as the owner edits it (times are ISO strings). */
export interface IncidentFields {
  summary: string;
  foundAt: string;
  happenedAt: string | null;
  data: string;
  people: number;
  leadIds: number[];
  consequences: string;
  measures: string;
  advice: string;
  reportedAt: string | null;
  version: number;
}

export interface Incident extends IncidentFields {
  id: number;
  createdAt: string;
  updatedAt: string;
  /** When the detailed report to the Data Protection Board is due: 72 hours after the breach was found. */
  deadline: string;
}

export interface Processor {
  name: string;
  purpose: string;
  contact: string;
  /** Named by the site's settings (mail relay, CRM webhook): shown, not edited here. */
  configured: boolean;
}

export interface ProcessorsAnswer {
  configured: Processor[];
  own: { entries: Processor[]; version: number };
}

export interface Register {
  incidents: Incident[];
  processors: ProcessorsAnswer;
  now: string;
}

export interface IncidentAnswer {
  incident: Incident;
  documents: { report: string; notice: string };
  now: string;
}

export const readRegister = (signal?: AbortSignal) => adminApi<Register>("/api/admin/breaches", { signal });

export const readIncident = (id: string, signal?: AbortSignal) => adminApi<IncidentAnswer>(`/api/admin/breaches/${encodeURIComponent(id)}`, { signal });

export const recordIncident = (fields: IncidentFields) => adminApi<IncidentAnswer>("/api/admin/breaches", { method: "POST", body: fields });

/** Saves at the version read; a stale version answers 409 (useStaleEdit). */
export const changeIncident = (id: number, fields: IncidentFields) =>
  adminApi<IncidentAnswer>(`/api/admin/breaches/${id}`, { method: "PATCH", body: fields });

export const saveProcessors = (entries: Processor[], version: number) =>
  adminApi<ProcessorsAnswer>("/api/admin/breach-processors", { method: "PUT", body: { entries, version } });
