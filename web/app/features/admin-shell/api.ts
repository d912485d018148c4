// The shell's calls: who is signed in, signing in and out, choosing a password from a link.
import { adminApi, type Me } from "~/lib/admin-api";

export interface SignInAnswer {
  needCode?: boolean;
}

export const readMe = () => adminApi<Me>("/api/admin/me");

export const signIn = (body: { email: string; password: string; code?: string; recoveryCode?: string }) =>
  adminApi<SignInAnswer>("/api/admin/sign-in", { body });

export const signOut = (everywhere: boolean) => adminApi(everywhere ? "/api/admin/sign-out-everywhere" : "/api/admin/sign-out", { method: "POST" });

export const setPassword = (token: string | null, password: string) => adminApi("/api/admin/set-password", { body: { token, password } });

/** Asks for a set-password link by mail; the answer's sentence is the same whether or not the address has an account. */
export const forgotPassword = (email: string) => adminApi<{ message: string }>("/api/admin/forgot-password", { body: { email } });
