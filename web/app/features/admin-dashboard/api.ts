// The dashboard's reads (internal/httpapi/dashboard_handlers.go): every address used here.
import { adminApi } from "~/lib/admin-api";

export interface Period {
  from: string;
  to: string;
}

interface Compare {
  now: number;
  before: number;
}

export interface GroupRow {
  key: string;
  leads: number;
  prevLeads: number;
  won: number;
}

interface SourceRow {
  source: string;
  medium: string;
  campaign: string;
  leads: number;
  prevLeads: number;
  won: number;
}

export interface Dashboard {
  period: Period;
  previous: Period;
  /** false: only the person's own leads (sales). */
  everyone: boolean;
  bucket: "day" | "week";
  series: { label: string; leads: number; prevLeads: number }[];
  leads: Compare;
  won: Compare;
  wonValue: Compare;
  response: {
    targetSeconds: number;
    medianSeconds: number | null;
    prevMedianSeconds: number | null;
    /** The period's leads held to the response target: imported leads (history) are not. */
    leads: number;
    answered: number;
    withinTarget: number;
    prevLeads: number;
    prevWithinTarget: number;
  };
  /** The pipeline New → Won (content/leads.json), in order. */
  funnel: { status: string; leads: number; conversion: number | null; medianSeconds: number | null }[];
  sources: SourceRow[];
  referrers: GroupRow[];
  pages: GroupRow[];
  cities: GroupRow[];
  propertyTypes: GroupRow[];
  people: { id: number; name: string; leads: number; medianResponseSeconds: number | null; bookings: number; won: number; wonValue: number }[];
}

/** The tables the server writes as CSV, by the name it knows them by. */
export type DashboardTable = "series" | "sources" | "referrers" | "pages" | "cities" | "propertyTypes" | "funnel" | "people";

function periodQuery(p: Period | null): string {
  return p ? `from=${encodeURIComponent(p.from)}&to=${encodeURIComponent(p.to)}` : "";
}

export const readDashboard = (p: Period | null, signal?: AbortSignal) => {
  const q = periodQuery(p);
  return adminApi<Dashboard>(`/api/admin/dashboard${q ? `?${q}` : ""}`, { signal });
};

/** A plain link downloads the table as CSV with the session cookie (the leads export's path). */
export function exportHref(table: DashboardTable, p: Period): string {
  return `/api/admin/dashboard/export.csv?table=${table}&${periodQuery(p)}`;
}

/** One campaign's figures in a period (Spend and return); costs in paise, null where there is nothing to divide by. */
export interface Return {
  spendPaise: number;
  leads: number;
  booked: number;
  won: number;
  wonValue: number;
  costPerLead: number | null;
  costPerBooked: number | null;
  costPerWon: number | null;
  returnOnSpend: number | null;
}

export interface CampaignReturn {
  platform: string;
  /** "" for a platform's total. */
  campaign: string;
  now: Return;
  before: Return;
}

export interface SpendReturn {
  period: Period;
  previous: Period;
  campaigns: CampaignReturn[];
  platforms: CampaignReturn[];
  total: CampaignReturn;
}

/** The owner's "Spend and return" (internal/httpapi/adspend_handlers.go). */
export const readSpendReturn = (p: Period, signal?: AbortSignal) => adminApi<SpendReturn>(`/api/admin/dashboard/spend?${periodQuery(p)}`, { signal });

/** A plain link downloads Spend and return as CSV with the session cookie. */
export const spendReturnCSV = (p: Period) => `/api/admin/dashboard/spend/export.csv?${periodQuery(p)}`;
