// The ad spend page's calls (internal/httpapi/adspend_handlers.go): import an export, type a day, list and
// delete the days kept (the dashboard reads the figures through its own api.ts). Every address used here.
import { adminApi, adminUpload } from "~/lib/admin-api";

/** What the owner maps of a file of unknown columns: column numbers from 0, -1 for none. */
export const COLUMNS = [
  { value: "day", label: "Day", needed: true },
  { value: "campaign", label: "Campaign", needed: true },
  { value: "amount", label: "Amount spent (₹)", needed: true },
  { value: "campaignId", label: "Campaign ID", needed: false },
  { value: "currency", label: "Currency", needed: false },
] as const;

export type Mapping = Record<(typeof COLUMNS)[number]["value"], number> & { platform: string };

export interface SpendRow {
  id: number;
  day: string;
  platform: string;
  campaign: string;
  campaignId: string;
  spendPaise: number;
  updatedAt: string;
}

export interface SpendImport {
  header: string[];
  sample: string[][];
  mapping: Mapping;
  /** The owner must say which column is which, or the platform. */
  needsMapping: boolean;
  rows: number;
  campaignDays: number;
  spend: SpendRow[];
  spendPaise: number;
  from: string;
  to: string;
  refused: { line: number; reason: string }[];
  saved: boolean;
}

export async function sendSpendImport(file: File, platform: string, mapping: Mapping | null, commit: boolean): Promise<SpendImport> {
  const q = new URLSearchParams();
  if (platform) q.set("platform", platform);
  if (mapping) for (const c of COLUMNS) q.set(c.value, String(mapping[c.value]));
  if (commit) q.set("commit", "1");
  const res = await adminUpload("/api/admin/ad-spend/imports", file, q, "application/json");
  return (await res.json()) as SpendImport;
}

/** The spend of the last 30 days (the server's default period), newest first. */
export const listSpend = (signal?: AbortSignal) => adminApi<{ rows: SpendRow[]; limit: number }>("/api/admin/ad-spend", { signal });

export interface SpendEntry {
  day: string;
  platform: string;
  campaign: string;
  campaignId: string;
  /** Rupees as typed: "12,500" or "999.50". */
  amount: string;
}

export const enterSpend = (e: SpendEntry) => adminApi<{ row: SpendRow }>("/api/admin/ad-spend", { body: e });
export const deleteSpend = (id: number) => adminApi<undefined>(`/api/admin/ad-spend/${id}`, { method: "DELETE" });
