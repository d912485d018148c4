import { Outlet, redirect, useLoaderData } from "react-router";
import { AdminShell } from "~/features/admin-shell/admin-shell";
import { adminMeta } from "~/features/admin-shell/admin-meta";
import { adminApi, AdminApiError, SESSION_ENDED, signInPath, type Me } from "~/lib/admin-api";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => adminMeta("Back-office");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  let me: Me;
  try {
    me = await adminApi<Me>("/api/admin/me");
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 401) {
      throw redirect(signInPath(url.pathname + url.search, err.message === SESSION_ENDED));
    }
    throw err;
  }
  // Owners work only with two-factor sign-in on: their own settings come first.
  if (me.mustSetUpTOTP && url.pathname !== "/admin/account") throw redirect("/admin/account");
  return me;
}

export function HydrateFallback() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-ivory">
      <p className="text-ink-muted">Loading the back-office…</p>
    </main>
  );
}

export default function AdminLayout() {
  const me = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell me={me}>
      <Outlet context={me} />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory px-4">
      <div className="max-w-md text-center">
        <h1 className="text-3xl">The back-office could not load</h1>
        <p className="mt-2 text-ink-muted">We could not reach the server. Check your connection, then reload the page.</p>
      </div>
    </main>
  );
}
