// The lead import's calls: preview or import a CSV file with a column mapping, list the imports, undo one.
import { AdminApiError, adminApi } from "~/lib/admin-api";

export const FIELDS = [
  { value: "name", label: "Name" },
  { value: "mobile", label: "Mobile" },
  { value: "email", label: "E-mail" },
  { value: "propertyType", label: "Property type" },
  { value: "location", label: "City" },
  { value: "createdAt", label: "Date received" },
] as const;

export type Mapping = Partial<Record<(typeof FIELDS)[number]["value"], number>>;

export interface ImportReport {
  id: number;
  header: string[];
  sample: string[][];
  mapping: Mapping;
  rows: number;
  created: number;
  linked: number;
  refused: { line: number; reason: string }[];
}

export interface ImportSummary {
  id: number;
  fileName: string;
  by: string;
  at: string;
  rows: number;
  created: number;
  linked: number;
  refused: number;
  undoneAt: string | null;
  workedOn: number;
}

/** Sends the file itself (not JSON); the mapping and options travel in the query. */
export async function sendImport(file: File, mapping: Mapping | null, defaultPropertyType: string, commit: boolean): Promise<ImportReport> {
  const q = new URLSearchParams();
  if (mapping) for (const f of FIELDS) q.set(f.value, mapping[f.value] === undefined ? "" : String(mapping[f.value]));
  if (defaultPropertyType) q.set("defaultPropertyType", defaultPropertyType);
  if (commit) q.set("commit", "1");
  const res = await fetch(`/api/admin/lead-imports?${q}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "text/csv", "X-File-Name": encodeURIComponent(file.name) },
    body: file,
  }).catch(() => {
    throw new AdminApiError(0, "The site cannot be reached. Please check the connection and try again.");
  });
  const data = (await res.json().catch(() => ({}))) as ImportReport & { error?: string; fields?: Record<string, string> };
  if (!res.ok) throw new AdminApiError(res.status, data.error || "Something went wrong on our side. Please try again later.", data.fields ?? {});
  return data;
}

export const listImports = (signal?: AbortSignal) => adminApi<{ imports: ImportSummary[] }>("/api/admin/lead-imports", { signal });
export const undoImport = (id: number) => adminApi<{ undone: number }>(`/api/admin/lead-imports/${id}/undo`, { method: "POST" });
