// The inbox list: first page for the filters, "Load more" by cursor, and a poll every 5 s while the tab is visible.
import { useCallback, useEffect, useRef, useState } from "react";
import { adminApi, errorMessage } from "~/lib/admin-api";
import { listPath, parseFilters } from "./lead-filters";
import type { LeadListAnswer, LeadSummary, StaffRef, StatusCounts } from "./lead-types";
import { mergePoll } from "./poll-merge";
import { INBOX_LIMITS } from "./vocabulary";

const POLL_MS = 5_000;

export interface LeadListState {
  phase: "loading" | "ready" | "failed";
  leads: LeadSummary[];
  next: string | null;
  counts: StatusCounts | null;
  staff: StaffRef[] | null;
  error: string;
  loadingMore: boolean;
  /** Leads that arrived by polling since the filters were last changed. */
  fresh: ReadonlySet<number>;
}

const START: LeadListState = { phase: "loading", leads: [], next: null, counts: null, staff: null, error: "", loadingMore: false, fresh: new Set() };

/** query: the filters as filtersToParams writes them. */
export function useLeadList(query: string) {
  const [state, setState] = useState<LeadListState>(START);
  // The filters the answers must belong to: an answer for older filters is dropped.
  const current = useRef(query);

  useEffect(() => {
    current.current = query;
    let cancelled = false;
    setState(START);
    adminApi<LeadListAnswer>(listPath(parseFilters(new URLSearchParams(query)))).then(
      (a) => !cancelled && setState({ ...START, phase: "ready", leads: a.leads, next: a.next, counts: a.counts, staff: a.staff ?? null }),
      (err) => !cancelled && setState({ ...START, phase: "failed", error: errorMessage(err) }),
    );
    return () => {
      cancelled = true;
    };
  }, [query]);

  const cursor = state.next;
  const loadMore = useCallback(async () => {
    const key = current.current;
    if (!cursor) return;
    setState((s) => ({ ...s, loadingMore: true, error: "" }));
    try {
      const a = await adminApi<LeadListAnswer>(listPath(parseFilters(new URLSearchParams(key)), cursor));
      if (key !== current.current) return;
      setState((s) => {
        const seen = new Set(s.leads.map((l) => l.id));
        return { ...s, loadingMore: false, leads: [...s.leads, ...a.leads.filter((l) => !seen.has(l.id))], next: a.next, counts: a.counts };
      });
    } catch (err) {
      if (key === current.current) setState((s) => ({ ...s, loadingMore: false, error: errorMessage(err) }));
    }
  }, [cursor]);

  const poll = useCallback(async () => {
    const key = current.current;
    try {
      const a = await adminApi<LeadListAnswer>(listPath(parseFilters(new URLSearchParams(key))));
      if (key !== current.current) return;
      setState((s) => {
        if (s.phase !== "ready") return s;
        const m = mergePoll(s.leads, a.leads, INBOX_LIMITS.pageSize);
        const fresh = new Set(m.replaced ? m.added : [...s.fresh, ...m.added]);
        return { ...s, leads: m.leads, next: m.replaced ? a.next : s.next, counts: a.counts, staff: a.staff ?? s.staff, fresh };
      });
    } catch {
      // A missed poll is retried 5 s later; the rows shown stay as they are.
    }
  }, []);

  useEffect(() => {
    if (state.phase !== "ready") return;
    const tick = () => {
      if (document.visibilityState === "visible") void poll();
    };
    const timer = window.setInterval(tick, POLL_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [state.phase, poll]);

  return { ...state, loadMore };
}
