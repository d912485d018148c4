// How many leads arrived that this browser has not seen yet, for the tab's title on every back-office page.
// "Seen" is kept in localStorage, so every tab of the back-office agrees: the leads list seen in a visible tab
// sees every lead it lists; opening one lead's page sees that lead.
import { useEffect, useSyncExternalStore } from "react";
import { listLeads } from "~/features/admin-leads/api";
import { alertAssigned } from "./assigned-alerts";
import { NO_FILTERS } from "~/features/admin-leads/lead-filters";

const POLL_MS = 15_000;
/** The first count waits for the page's own data: the shell never competes with what the person opened. */
const FIRST_POLL_MS = 2_000;
const KEY = "nivaas.admin.seenLeads";
/** Leads seen one by one above the high-water mark; a few are enough (the list sees the rest). */
const MAX_SINGLES = 50;

interface Seen {
  /** Every lead up to this id has been seen. */
  upTo: number;
  /** Leads above upTo seen on their own page. */
  singles: number[];
}

function readSeen(): Seen | null {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? "null") as Seen | null;
    return s && typeof s.upTo === "number" && Array.isArray(s.singles) ? s : null;
  } catch {
    return null;
  }
}

function writeSeen(s: Seen) {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Private mode or a full store: the count just stays as it is in this tab.
  }
}

let count = 0;
let newest: number[] = [];
const listeners = new Set<() => void>();

function recount() {
  const seen = readSeen();
  const next = seen ? newest.filter((id) => id > seen.upTo && !seen.singles.includes(id)).length : 0;
  if (next !== count) {
    count = next;
    listeners.forEach((l) => l());
  }
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The number of unseen new leads (0 before the first answer, and for people who do not work on leads). */
export function useNewLeadCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}

/** Every lead listed so far is seen. */
function seeAllLeads(newestId: number) {
  const seen = readSeen();
  if (seen && seen.upTo >= newestId) return;
  writeSeen({ upTo: newestId, singles: (seen?.singles ?? []).filter((id) => id > newestId) });
  recount();
}

/** One lead's page was opened. */
function seeLead(id: number) {
  const seen = readSeen();
  if (!seen || id <= seen.upTo || seen.singles.includes(id)) return;
  writeSeen({ upTo: seen.upTo, singles: [...seen.singles, id].slice(-MAX_SINGLES) });
  recount();
}

/**
 * Polls the newest page of leads every 15 s, visible tab or not (the title matters most in a tab left in the
 * background). A browser that never saw the list starts counting from the leads there are now. The same poll tells
 * person me of new leads assigned to them (assigned-alerts.ts).
 */
export function useNewLeadPoll(enabled: boolean, pathname: string, me = 0) {
  const onList = pathname === "/admin/leads";
  const leadId = Number(/^\/admin\/leads\/(\d+)$/.exec(pathname)?.[1] ?? 0);
  useEffect(() => {
    if (enabled && leadId > 0) seeLead(leadId);
  }, [enabled, leadId]);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const openedAt = Date.now();
    const poll = async () => {
      try {
        const a = await listLeads(NO_FILTERS);
        if (stopped) return;
        newest = a.leads.map((l) => l.id);
        if (me > 0) alertAssigned(a.leads, me, openedAt);
        if (onList && document.visibilityState === "visible") seeAllLeads(a.newestId);
        // A browser that never saw the list counts from the leads there were when the page opened.
        else if (!readSeen()) seeAllLeads(Math.max(0, ...a.leads.filter((l) => Date.parse(l.createdAt) < openedAt).map((l) => l.id)));
        recount();
      } catch {
        // A missed poll is retried with the next one; the title keeps its count.
      }
    };
    const first = window.setTimeout(() => void poll(), FIRST_POLL_MS);
    const timer = window.setInterval(poll, POLL_MS);
    const fromOtherTab = (e: StorageEvent) => e.key === KEY && recount();
    const onShow = () => document.visibilityState === "visible" && onList && void poll();
    window.addEventListener("storage", fromOtherTab);
    document.addEventListener("visibilitychange", onShow);
    return () => {
      stopped = true;
      newest = []; // signed out, or no longer on leads: no count in the title
      recount();
      window.clearTimeout(first);
      window.clearInterval(timer);
      window.removeEventListener("storage", fromOtherTab);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, [enabled, onList, me]);
}
