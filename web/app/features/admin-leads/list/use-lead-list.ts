// The leads list: first page for the filters, "Load more" by cursor, and a poll every 5 s while the tab is visible.
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { listLeads } from "~/features/admin-leads/api";
import { parseFilters } from "~/features/admin-leads/lead-filters";
import type { LeadSummary, StaffRef, StatusCounts } from "~/features/admin-leads/lead-types";
import { mergePoll } from "./poll-merge";
import { LEAD_LIMITS } from "~/features/admin-leads/vocabulary";

const POLL_MS = 5_000;

interface ListData {
  leads: LeadSummary[];
  next: string | null;
  counts: StatusCounts | null;
  staff: StaffRef[] | null;
  /** Leads that arrived by polling since the filters were last changed. */
  fresh: ReadonlySet<number>;
}

/** query: the filters as filtersToParams writes them. */
export function useLeadList(query: string) {
  const filters = useMemo(() => parseFilters(new URLSearchParams(query)), [query]);
  const list = useAdminQuery<ListData>(`leads?${query}`, async (signal) => {
    const a = await listLeads(filters, null, signal);
    return { leads: a.leads, next: a.next, counts: a.counts, staff: a.staff ?? null, fresh: new Set() };
  });
  const more = useAdminSubmit();
  const clearMore = more.clear;
  // The filters the answers must belong to: an answer (or refusal) for older filters is dropped.
  const current = useRef(query);
  useEffect(() => {
    current.current = query;
    clearMore();
  }, [query, clearMore]);

  const { setData, phase } = list;
  const cursor = list.data?.next ?? null;
  const run = more.run;
  const loadMore = useCallback(async () => {
    const key = current.current;
    if (!cursor) return;
    await run(async () => {
      const a = await listLeads(filters, cursor).catch((err: unknown) => {
        if (key === current.current) throw err;
        return null;
      });
      if (!a || key !== current.current) return;
      setData((s) => {
        const seen = new Set(s.leads.map((l) => l.id));
        return { ...s, leads: [...s.leads, ...a.leads.filter((l) => !seen.has(l.id))], next: a.next, counts: a.counts };
      });
    });
  }, [cursor, filters, run, setData]);

  const poll = useCallback(async () => {
    const key = current.current;
    try {
      const a = await listLeads(filters);
      if (key !== current.current) return;
      setData((s) => {
        const m = mergePoll(s.leads, a.leads, LEAD_LIMITS.pageSize);
        const fresh = new Set(m.replaced ? m.added : [...s.fresh, ...m.added]);
        return { ...s, leads: m.leads, next: m.replaced ? a.next : s.next, counts: a.counts, staff: a.staff ?? s.staff, fresh };
      });
    } catch {
      // A missed poll is retried 5 s later; the rows shown stay as they are.
    }
  }, [filters, setData]);

  useEffect(() => {
    if (phase !== "ready") return;
    const tick = () => {
      if (document.visibilityState === "visible") void poll();
    };
    const timer = window.setInterval(tick, POLL_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [phase, poll]);

  const data = list.data;
  return {
    /** The read itself, for Loaded: the rows, their cursor and which arrived by polling. */
    query: list,
    leads: data?.leads ?? [],
    counts: data?.counts ?? null,
    staff: data?.staff ?? null,
    fresh: data?.fresh ?? new Set<number>(),
    more,
    loadMore,
  };
}
