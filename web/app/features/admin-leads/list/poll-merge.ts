// What the list shows after a poll of its first page: new leads on top, changed rows updated, departed rows gone.
import type { LeadSummary } from "~/features/admin-leads/lead-types";

export interface PollMerge {
  leads: LeadSummary[];
  /** Ids that arrived with this poll. */
  added: number[];
  /** The poll's page was all new: what was shown is replaced, paging starts again from the poll's cursor. */
  replaced: boolean;
}

/**
 * Merges a fresh first page (newest first) into the rows shown. Rows the fresh page covers but
 * does not hold have left the filter (a status change, a merge) and are dropped.
 */
export function mergePoll(shown: LeadSummary[], fresh: LeadSummary[], pageSize: number): PollMerge {
  const knownTop = shown.reduce((top, l) => Math.max(top, l.id), 0);
  const added = fresh.filter((l) => l.id > knownTop).map((l) => l.id);
  if (shown.length > 0 && fresh.length >= pageSize && added.length === fresh.length) {
    return { leads: fresh, added, replaced: true };
  }
  const byId = new Map(fresh.map((l) => [l.id, l]));
  // A full page covers ids down to its oldest row; a short one covers everything.
  const covered = fresh.length >= pageSize ? Math.min(...fresh.map((l) => l.id)) : -Infinity;
  const kept = shown.filter((l) => byId.has(l.id) || l.id < covered).map((l) => byId.get(l.id) ?? l);
  const newcomers = fresh.filter((l) => l.id > knownTop);
  return { leads: [...newcomers, ...kept], added, replaced: false };
}
