// The back-office's JSON calls: same-origin, session cookie, readable errors. Loaded only by admin chunks.

import { useCallback, useState } from "react";

export type Role = "owner" | "sales" | "editor";
export type Permission =
  | "self"
  | "leads"
  | "messages"
  | "subscribers"
  | "designs"
  | "projects"
  | "media"
  | "accounts"
  | "audit"
  | "mail"
  | "settings"
  | "system";

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

/** An account as the owners' Accounts page sees it. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  hasPassword: boolean;
  totpEnabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  version: number;
}

export interface AuditEvent {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string;
  address: string;
  detail: string;
}

export const roleLabels: Record<Role, string> = { owner: "Owner", sales: "Sales", editor: "Editor" };

const OFFLINE = "We could not reach the server. Check your connection and try again.";
const BROKEN = "Something went wrong on our side. Please try again later.";

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
export async function adminApi<T = unknown>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: init.body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
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

/** A route loader's read: null when the server says this person's role may not see it (403), so the page shows NoAccess. */
export async function readUnlessForbidden<T>(path: string): Promise<T | null> {
  try {
    return await adminApi<T>(path);
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 403) return null;
    throw err;
  }
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

/** India time, the way staff read it: "23 Nov 2026, 3:50 pm". */
export function formatWhen(iso: string | null): string {
  if (!iso) return "Never";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "—";
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(d);
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
