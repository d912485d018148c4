// The filter of the office's lists (messages, subscribers): in the page's address and in the API's query.
import office from "~/content/office.json";

export const OFFICE_LIMITS = office.limits;

/** Which rows a list shows. */
export type HandledFilter = "all" | "open" | "handled";

export interface ListFilter {
  q: string;
  handled: HandledFilter;
}

export const handledChoices: ReadonlyArray<{ value: HandledFilter; label: string }> = [
  { value: "open", label: "Not handled" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
];

/** Reads a filter from a page's query string; anything unknown falls back to "not handled". */
export function filterFrom(params: URLSearchParams): ListFilter {
  const handled = params.get("handled");
  return {
    q: (params.get("q") ?? "").slice(0, OFFICE_LIMITS.search),
    handled: handled === "all" || handled === "handled" ? handled : "open",
  };
}

/** The API's query for filter, from the cursor after when given (export: no cursor). */
export function listQuery(filter: ListFilter, after?: string | null): string {
  const q = new URLSearchParams();
  const text = filter.q.trim();
  if (text) q.set("q", text);
  if (filter.handled !== "all") q.set("handled", filter.handled === "handled" ? "true" : "false");
  if (after) q.set("after", after);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The page's own query string for filter, so a reload or a shared link keeps it. */
export function pageQuery(filter: ListFilter): string {
  const q = new URLSearchParams();
  const text = filter.q.trim();
  if (text) q.set("q", text);
  if (filter.handled !== "open") q.set("handled", filter.handled);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** Who handled a row, and the version a change must carry. */
export interface Handling {
  handledAt: string | null;
  handledBy: { id: number; name: string } | null;
  version: number;
}

/** Puts changed in place of the row with its id. */
export function replaceRow<T extends { id: number }>(rows: readonly T[], changed: T): T[] {
  return rows.map((r) => (r.id === changed.id ? changed : r));
}
