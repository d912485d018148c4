// One lead with its timeline, mails and duplicates; changes carry the version they were made on.
import { useCallback, useEffect, useRef, useState } from "react";
import { adminApi, AdminApiError, errorMessage } from "~/lib/admin-api";
import type { Lead, LeadDetailAnswer } from "./lead-types";
import { INBOX_MESSAGES } from "./vocabulary";

export interface LeadState {
  phase: "loading" | "ready" | "missing" | "failed";
  detail: LeadDetailAnswer | null;
  error: string;
  /** The server's sentence after a stale save; cleared by reload. */
  stale: string;
}

export function useLead(id: string) {
  const [state, setState] = useState<LeadState>({ phase: "loading", detail: null, error: "", stale: "" });
  const current = useRef(id);

  const reload = useCallback(async () => {
    current.current = id;
    try {
      const detail = await adminApi<LeadDetailAnswer>(`/api/admin/leads/${encodeURIComponent(id)}`);
      if (current.current === id) setState({ phase: "ready", detail, error: "", stale: "" });
    } catch (err) {
      if (current.current !== id) return;
      const missing = err instanceof AdminApiError && err.status === 404;
      setState((s) => (s.detail && !missing ? { ...s, error: errorMessage(err) } : { phase: missing ? "missing" : "failed", detail: null, error: errorMessage(err), stale: "" }));
    }
  }, [id]);

  useEffect(() => {
    setState({ phase: "loading", detail: null, error: "", stale: "" });
    void reload();
  }, [reload]);

  /**
   * Sends one change. A stale version is shown once, on the page with its Reload action, so the form
   * that sent it gets an empty message (and keeps what was typed); other refusals reach the form.
   */
  const change = useCallback(
    async (path: string, method: "PATCH" | "POST", body: Record<string, unknown>) => {
      try {
        const answer = await adminApi<{ lead: Lead }>(path, { method, body });
        setState((s) => (s.detail ? { ...s, detail: { ...s.detail, lead: answer.lead } } : s));
        // The timeline and duplicates changed too.
        void reload();
        return answer.lead;
      } catch (err) {
        if (err instanceof AdminApiError && err.status === 409) {
          setState((s) => ({ ...s, stale: err.message || INBOX_MESSAGES.staleVersion }));
          throw new AdminApiError(409, "");
        }
        throw err;
      }
    },
    [reload],
  );

  return { ...state, reload, change };
}
