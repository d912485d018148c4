// The leads list's filters live in the address bar (shareable, the back button works) under the API's own names.
import { isLeadStatus } from "./vocabulary";

export interface LeadFilters {
  status: string;
  location: string;
  propertyType: string;
  /** "YYYY-MM-DD", India date, inclusive. */
  from: string;
  to: string;
  page: string;
  campaign: string;
  /** "" anyone, "none" unassigned, or a staff id. */
  assignee: string;
  q: string;
}

const FILTER_KEYS = ["status", "location", "propertyType", "from", "to", "page", "campaign", "assignee", "q"] as const satisfies ReadonlyArray<keyof LeadFilters>;

export const NO_FILTERS: LeadFilters = { status: "", location: "", propertyType: "", from: "", to: "", page: "", campaign: "", assignee: "", q: "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest text a filter keeps (the search box and the text filters say the same). */
export const MAX_TEXT = 200;

/** The filters an address asks for; anything malformed is dropped rather than sent on. */
export function parseFilters(params: URLSearchParams): LeadFilters {
  const text = (key: string) => (params.get(key) ?? "").trim().slice(0, MAX_TEXT);
  const status = text("status");
  const assignee = text("assignee");
  const day = (key: string) => (DAY.test(text(key)) ? text(key) : "");
  return {
    status: isLeadStatus(status) ? status : "",
    location: text("location"),
    propertyType: text("propertyType"),
    from: day("from"),
    to: day("to"),
    page: text("page"),
    campaign: text("campaign"),
    assignee: assignee === "none" || /^[1-9]\d{0,15}$/.test(assignee) ? assignee : "",
    q: text("q"),
  };
}

/** The query of the filters that are set, always in the same order. */
export function filtersToParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** How many filters besides status and search narrow the list (shown on the folded filter panel). */
export function narrowingCount(filters: LeadFilters): number {
  return FILTER_KEYS.filter((k) => k !== "status" && k !== "q" && filters[k] !== "").length;
}

/** The same filters with one changed. */
export function withFilter(filters: LeadFilters, key: keyof LeadFilters, value: string): LeadFilters {
  return { ...filters, [key]: value };
}
