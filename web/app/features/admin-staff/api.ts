// Staff accounts: the owners' Accounts page and each person's own account (password, two-factor sign-in).
import staffRules from "~/content/staff.json";
import { adminApi, type Permission, type Role } from "~/lib/admin-api";

/** The parts an owner may give one account beyond its role (staff.json, which the server checks too). */
export const grantable = staffRules.grantable as { permission: Permission; label: string; hint: string }[];

/** An account as the owners' Accounts page sees it. */
export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** Parts given beyond the role, such as handling data requests. */
  grants: Permission[];
  disabled: boolean;
  hasPassword: boolean;
  totpEnabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  version: number;
}

/** A one-time set-password link, and whether the server also mailed it. */
export interface LinkAnswer {
  link: string;
  mailed: boolean;
}

export interface TotpSetup {
  secret: string;
  qr: string; // data:image/png URL of the otpauth:// link
}

export const listAccounts = (signal?: AbortSignal) => adminApi<StaffAccount[]>("/api/admin/accounts", { signal });

export const addAccount = (body: { email: string; name: string; role: string }) =>
  adminApi<{ account: StaffAccount } & LinkAnswer>("/api/admin/accounts", { body });

export const changeAccount = (id: number, body: { version: number; name: string; role: string; grants: Permission[]; disabled: boolean }) =>
  adminApi(`/api/admin/accounts/${id}`, { method: "PATCH", body });

export const makePasswordLink = (id: number) => adminApi<LinkAnswer>(`/api/admin/accounts/${id}/password-link`, { method: "POST" });

export const resetTwoFactor = (id: number) => adminApi(`/api/admin/accounts/${id}/reset-two-factor`, { method: "POST" });

export const changeOwnPassword = (current: string, password: string) => adminApi("/api/admin/me/password", { body: { current, password } });

export const beginTotp = () => adminApi<TotpSetup>("/api/admin/me/totp", { method: "POST" });

export const confirmTotp = (code: string) => adminApi<{ recoveryCodes: string[] }>("/api/admin/me/totp/confirm", { body: { code } });

export const newRecoveryCodes = (password: string) => adminApi<{ recoveryCodes: string[] }>("/api/admin/me/recovery-codes", { body: { password } });

export const disableTotp = (password: string) => adminApi("/api/admin/me/totp/disable", { body: { password } });
