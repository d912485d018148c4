// One lead with its timeline, mails and duplicates; changes carry the version they were made on.
import { useCallback } from "react";
import { useAdminQuery, useStaleEdit } from "~/lib/admin-api";
import { readLead } from "~/features/admin-leads/api";
import type { Lead } from "~/features/admin-leads/lead-types";

export function useLead(id: string) {
  const detail = useAdminQuery(`lead/${id}`, (signal) => readLead(id, signal));
  const { stale, guard, clear } = useStaleEdit();
  const { setData, reload } = detail;

  /**
   * Sends one change. A stale version is shown once, on the page with its Reload action, so the form
   * that sent it gets an empty message (and keeps what was typed); other refusals reach the form.
   */
  const change = useCallback(
    async (call: () => Promise<{ lead: Lead }>) => {
      const answer = await guard(call);
      setData((d) => ({ ...d, lead: answer.lead }));
      // The timeline and duplicates changed too.
      void reload();
      return answer.lead;
    },
    [guard, setData, reload],
  );

  const reloadAll = useCallback(async () => {
    clear();
    await reload();
  }, [clear, reload]);

  return { query: detail, stale, reload: reloadAll, change };
}
