// The back-office's JSON calls: same-origin, session cookie, readable errors. Loaded only by admin chunks.

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { isRetryableStatus, OPERATION_BUDGET_MS, withRetry } from "./retry";

export type Role = "owner" | "sales" | "editor";
export type Permission =
  | "self"
  | "leads"
  | "messages"
  | "subscribers"
  | "designs"
  | "projects"
  | "posts"
  | "media"
  | "accounts"
  | "audit"
  | "mail"
  | "settings"
  | "system"
  | "privacy"
  | "site-content";

/** The signed-in person, as GET /api/admin/me answers. */
export interface Me {
  id: number;
  email: string;
  name: string;
  role: Role;
  permissions: Permission[];
  totpEnabled: boolean;
  mustSetUpTOTP: boolean;
}

export const roleLabels: Record<Role, string> = { owner: "Owner", sales: "Sales", editor: "Editor" };

export const OFFLINE = "We could not reach the server. Check your connection and try again.";
export const BROKEN = "Something went wrong on our side. Please try again later.";

/** A refused call: status, the server's sentence, and per-field problems. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

/** Calls an admin endpoint; resolves with its JSON (undefined for 204), rejects with AdminApiError. */
export async function adminApi<T = unknown>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: init.body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new AdminApiError(0, OFFLINE);
  }
  if (res.status === 204) return undefined as T;
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const body = (data ?? {}) as { error?: unknown; fields?: unknown };
    const message = typeof body.error === "string" && body.error ? body.error : BROKEN;
    const fields = body.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : {};
    throw new AdminApiError(res.status, message, fields);
  }
  return data as T;
}

/** Sends a file itself (not JSON) as CSV, options in the query; answers the response, or throws the server's sentence (the imports). */
export async function adminUpload(path: string, file: File, q: URLSearchParams, accept: string): Promise<Response> {
  const res = await fetch(`${path}?${q}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: accept, "Content-Type": "text/csv", "X-File-Name": encodeURIComponent(file.name) },
    body: file,
  }).catch(() => {
    throw new AdminApiError(0, OFFLINE);
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
    throw new AdminApiError(res.status, data.error || BROKEN, data.fields ?? {});
  }
  return res;
}

/** The server's answer to a session that was signed out elsewhere, expired or disabled. */
export const SESSION_ENDED = "Your session has ended. Please sign in again.";

/** The sign-in page, coming back to next afterwards; ended says why the person is there. */
export function signInPath(next: string, ended: boolean): string {
  const q = new URLSearchParams();
  if (ended) q.set("ended", "1");
  if (next && next !== "/admin") q.set("next", next);
  const s = q.toString();
  return "/admin/sign-in" + (s ? `?${s}` : "");
}

/** The readable sentence of any error thrown by adminApi (or anything else). */
export function errorMessage(err: unknown): string {
  return err instanceof AdminApiError ? err.message : BROKEN;
}

/**
 * Where to go after signing in: only a back-office path of this site, never
 * another origin ("//evil.example", "/\\evil.example") or anything outside /admin.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || next.includes("\\") || next.startsWith("/admin/sign-in")) return "/admin";
  return next;
}

// Dates are written in one place (admin-dates.ts); pages have long imported formatWhen from here.
export { formatWhen } from "./admin-dates";

/** What a page's read shows: loading, the data, or why it failed (a readable sentence); 404 apart. */
export interface AdminQuery<T> {
  phase: "loading" | "ready" | "failed";
  data: T | null;
  error: string;
  /** The server answered 404: the thing read does not exist (any more). */
  missing: boolean;
  /** Reads again, keeping what is shown until the answer comes; resolves with the fresh data (null on failure). */
  reload: () => Promise<T | null>;
  /** Puts a changed copy in place, e.g. after a save answered with it. */
  setData: (change: (data: T) => T) => void;
}

/**
 * The one way a back-office page reads its data: read runs when key changes (the previous read is aborted),
 * within the operation budget with retries; an answer for an older key is dropped.
 */
export function useAdminQuery<T>(key: string, read: (signal: AbortSignal) => Promise<T>): AdminQuery<T> {
  const [state, setState] = useState<{ key: string; phase: AdminQuery<T>["phase"]; data: T | null; error: string; missing: boolean }>({
    key,
    phase: "loading",
    data: null,
    error: "",
    missing: false,
  });
  const reader = useRef(read);
  const current = useRef<AbortController | null>(null);
  useEffect(() => {
    reader.current = read;
  });

  const run = useCallback(
    async (fresh: boolean): Promise<T | null> => {
      current.current?.abort();
      const ctl = new AbortController();
      current.current = ctl;
      if (fresh) setState({ key, phase: "loading", data: null, error: "", missing: false });
      try {
        const data = await withRetry(() => reader.current(ctl.signal), {
          budgetMs: OPERATION_BUDGET_MS,
          signal: ctl.signal,
          retryable: (err) => err instanceof AdminApiError && isRetryableStatus(err.status),
        });
        if (ctl.signal.aborted) return null;
        setState({ key, phase: "ready", data, error: "", missing: false });
        return data;
      } catch (err) {
        if (ctl.signal.aborted) return null;
        const missing = err instanceof AdminApiError && err.status === 404;
        // A failed reload keeps what is shown, with the sentence beside it.
        setState((s) => (s.data !== null && !missing ? { ...s, error: errorMessage(err) } : { key, phase: "failed", data: null, error: errorMessage(err), missing }));
        return null;
      }
    },
    [key],
  );

  useEffect(() => {
    void run(true);
    return () => current.current?.abort();
  }, [run]);

  const setData = useCallback((change: (data: T) => T) => setState((s) => (s.data === null ? s : { ...s, data: change(s.data) })), []);
  const reload = useCallback(() => run(false), [run]);
  // Until the effect of a new key has run, what is kept belongs to the old key: show loading.
  const shown = state.key === key ? state : { key, phase: "loading" as const, data: null, error: "", missing: false };
  return { phase: shown.phase, data: shown.data, error: shown.error, missing: shown.missing, reload, setData };
}

/** What a back-office form shows while and after it talks to the server. */
export interface AdminSubmitState {
  busy: boolean;
  error: string;
  fields: Record<string, string>;
}

/**
 * One way to send a back-office form: busy while the call runs, the server's
 * sentence and per-field problems when it is refused. run returns true on success.
 */
export function useAdminSubmit() {
  const [state, setState] = useState<AdminSubmitState>({ busy: false, error: "", fields: {} });
  const run = useCallback(async (call: () => Promise<unknown>): Promise<boolean> => {
    setState({ busy: true, error: "", fields: {} });
    try {
      await call();
      setState({ busy: false, error: "", fields: {} });
      return true;
    } catch (err) {
      setState({ busy: false, error: errorMessage(err), fields: err instanceof AdminApiError ? err.fields : {} });
      return false;
    }
  }, []);
  const clear = useCallback(() => setState({ busy: false, error: "", fields: {} }), []);
  return { ...state, run, clear };
}

/**
 * The one stale-edit rule: guard(call) turns a 409 (someone else saved first) into the page's stale sentence,
 * shown once by StaleNotice with its Reload, and gives the form an empty refusal so it keeps what was typed.
 */
export function useStaleEdit() {
  const [stale, setStale] = useState("");
  const guard = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (err instanceof AdminApiError && err.status === 409) {
        setStale(err.message);
        throw new AdminApiError(409, "");
      }
      throw err;
    }
  }, []);
  const clear = useCallback(() => setStale(""), []);
  /** The notice's Reload: forget the refusal, then read the record again with reload. */
  const reloadWith = useCallback((reload: () => void) => () => {
    setStale("");
    reload();
  }, []);
  return { stale, guard, clear, reloadWith };
}

/**
 * The one way a versioned editor saves: the last "saved" line goes, the call runs under the stale-edit rule,
 * the editor keeps the record the server answered and the line says so. submit(…) is the form's onSubmit;
 * call gets the form, for editors that read their fields from it.
 */
export function useVersionedSave() {
  const save = useAdminSubmit();
  const { stale, guard, reloadWith } = useStaleEdit();
  const [saved, setSaved] = useState("");
  const { run } = save;
  const submit =
    <T,>(call: (form: HTMLFormElement) => Promise<T>, keep: (next: T) => void, said: string | ((next: T) => string)) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setSaved("");
      await run(async () => {
        const next = await guard(() => call(form));
        keep(next);
        setSaved(typeof said === "string" ? said : said(next));
      });
    };
  return { save, saved, setSaved, stale, guard, reloadWith, submit };
}
