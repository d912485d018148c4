// The leads' calls: the list by filters and cursor, its CSV, the follow-ups due, one lead, and the changes made to it.
import { adminApi } from "~/lib/admin-api";
import { filtersToParams, type LeadFilters } from "./lead-filters";
import type { Lead, LeadDetailAnswer, LeadListAnswer, LeadSummary } from "./lead-types";
import { LEAD_LIMITS } from "./vocabulary";

/** The list call for these filters; after is the previous answer's cursor. */
export function listPath(filters: LeadFilters, after?: string | null): string {
  const params = filtersToParams(filters);
  if (after) params.set("after", after);
  params.set("limit", String(LEAD_LIMITS.pageSize));
  return `/api/admin/leads?${params}`;
}

/** The CSV (for a CRM import) or Excel workbook (every cell text) of every lead these filters find. */
export function exportHref(filters: LeadFilters, format: "csv" | "xlsx" = "csv"): string {
  const query = filtersToParams(filters).toString();
  return `/api/admin/leads/export.${format}${query ? `?${query}` : ""}`;
}

export const listLeads = (filters: LeadFilters, after?: string | null, signal?: AbortSignal) => adminApi<LeadListAnswer>(listPath(filters, after), { signal });

export const dueLeads = (signal?: AbortSignal) => adminApi<{ leads: LeadSummary[] }>("/api/admin/leads/due", { signal });

export const readLead = (id: string, signal?: AbortSignal) => adminApi<LeadDetailAnswer>(`/api/admin/leads/${encodeURIComponent(id)}`, { signal });

/** Every change carries the version of the lead it was made on; each answers with the lead as it now is. */
export const changeLead = (lead: Pick<Lead, "id" | "version">, change: Record<string, unknown>) =>
  adminApi<{ lead: Lead }>(`/api/admin/leads/${lead.id}`, { method: "PATCH", body: { version: lead.version, ...change } });

export const addNote = (lead: Pick<Lead, "id" | "version">, text: string) =>
  adminApi<{ lead: Lead }>(`/api/admin/leads/${lead.id}/notes`, { method: "POST", body: { version: lead.version, text } });

/** One call: how it went, a note and the next follow-up ("" for none), saved together. */
export const logCall = (lead: Pick<Lead, "id" | "version">, call: { outcome: string; note: string; followUpOn: string }) =>
  adminApi<{ lead: Lead }>(`/api/admin/leads/${lead.id}/calls`, { method: "POST", body: { version: lead.version, ...call } });

/** That the signed-in person opened WhatsApp to the lead: its first response, like a call. */
export const logWhatsapp = (lead: Pick<Lead, "id">) => adminApi<{ lead: Lead }>(`/api/admin/leads/${lead.id}/whatsapp`, { method: "POST", body: {} });

export const mergeLead = (lead: Pick<Lead, "id" | "version">, other: Pick<LeadSummary, "id" | "version">) =>
  adminApi<{ lead: Lead }>(`/api/admin/leads/${lead.id}/merge`, { method: "POST", body: { version: lead.version, otherId: other.id, otherVersion: other.version } });

/** Whether the signed-in person is marked away (automatic assignment skips them). */
export const readMyAway = (signal?: AbortSignal) => adminApi<{ away: boolean }>("/api/admin/me/away", { signal });

export const saveMyAway = (away: boolean) => adminApi<{ away: boolean }>("/api/admin/me/away", { method: "PUT", body: { away } });
/** The most leads one bulk change takes (the server's lead.MaxBulk). */
export const MAX_BULK = 500;

export interface BulkAnswer {
  changed: LeadSummary[];
  failed: { id: number; reason: string }[];
}

/** One status or assignee change for many leads, each at the version shown; the server says which it could not change. */
export const bulkChange = (leads: Pick<LeadSummary, "id" | "version">[], change: { status?: string; lostReason?: string; assigneeId?: number | null }) =>
  adminApi<BulkAnswer>("/api/admin/leads/bulk", { method: "POST", body: { leads: leads.map((l) => ({ id: l.id, version: l.version })), ...change } });

/** The export of exactly these leads. */
export function exportSelectedHref(ids: number[], format: "csv" | "xlsx" = "csv"): string {
  return `/api/admin/leads/export.${format}?ids=${ids.join(",")}`;
}

export interface SavedView {
  id: number;
  name: string;
  /** The list's query string. */
  query: string;
}

export const listViews = (signal?: AbortSignal) => adminApi<{ views: SavedView[] }>("/api/admin/lead-views", { signal });
export const saveView = (name: string, query: string) => adminApi<{ view: SavedView }>("/api/admin/lead-views", { method: "POST", body: { name, query } });
export const deleteView = (id: number) => adminApi<undefined>(`/api/admin/lead-views/${id}`, { method: "DELETE" });

/** Corrects what the visitor gave: name, mobile, e-mail ("" for none), city and property type ("" for not given). */
export const changeLeadDetails = (lead: Pick<Lead, "id" | "version">, details: { name: string; mobile: string; email: string; location: string; propertyType: string }) =>
  adminApi<{ lead: Lead }>(`/api/admin/leads/${lead.id}/details`, { method: "PATCH", body: { version: lead.version, ...details } });
