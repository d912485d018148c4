// The lead import's calls: preview or import a CSV file with a column mapping, list the imports, undo one.
import { adminApi, adminUpload } from "~/lib/admin-api";

export const FIELDS = [
  { value: "name", label: "Name" },
  { value: "mobile", label: "Mobile" },
  { value: "email", label: "E-mail" },
  { value: "propertyType", label: "Property type" },
  { value: "location", label: "City" },
  { value: "createdAt", label: "Date received" },
  { value: "remarks", label: "Remarks (a note on the lead)" },
  { value: "source", label: "Source" },
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
  /** Cities the site does not serve, most rows first: those leads keep no city (their note says which). */
  citiesLeftOut: { city: string; rows: number }[];
  /** Who took the new leads, most first (an import, not a preview). */
  assigned: { name: string; leads: number }[];
}

/** Someone in sales who can take an import's new leads. */
export interface SalesPerson {
  id: number;
  name: string;
  away: boolean;
}

/** The upload's options, in the query beside the file. */
export interface ImportOptions {
  mapping: Mapping | null;
  defaultPropertyType: string;
  /** Who takes the new leads: "none", "turn" (in turn among the sales people on duty) or a person's id. */
  assign: string;
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

function importQuery(o: ImportOptions, commit: boolean): URLSearchParams {
  const q = new URLSearchParams();
  if (o.mapping) for (const f of FIELDS) q.set(f.value, o.mapping[f.value] === undefined ? "" : String(o.mapping[f.value]));
  if (o.defaultPropertyType) q.set("defaultPropertyType", o.defaultPropertyType);
  if (o.assign && o.assign !== "none") q.set("assign", o.assign);
  if (commit) q.set("commit", "1");
  return q;
}

export async function sendImport(file: File, o: ImportOptions, commit: boolean): Promise<ImportReport> {
  const res = await adminUpload("/api/admin/lead-imports", file, importQuery(o, commit), "application/json");
  return (await res.json()) as ImportReport;
}

/** Downloads the file's refused rows with a reason each: the server reads the file again (it keeps none of it). */
export async function downloadRefused(file: File, o: ImportOptions): Promise<void> {
  const res = await adminUpload("/api/admin/lead-imports/refused.csv", file, importQuery(o, false), "text/csv");
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "refused-rows.csv";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export const listImports = (signal?: AbortSignal) => adminApi<{ imports: ImportSummary[]; people: SalesPerson[] }>("/api/admin/lead-imports", { signal });
export const undoImport = (id: number) => adminApi<{ undone: number }>(`/api/admin/lead-imports/${id}/undo`, { method: "POST" });
