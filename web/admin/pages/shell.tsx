import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { AdminShell } from "~/features/admin-shell/admin-shell";
import { SystemNotice } from "~/features/admin-system/system-notice";
import { adminApi, AdminApiError, SESSION_ENDED, signInPath, type Me } from "~/lib/admin-api";

export async function loader({ request }: LoaderFunctionArgs) {
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

export function Component() {
  const me = useLoaderData<typeof loader>();
  return (
    <AdminShell me={me}>
      <SystemNotice me={me} />
      <Outlet context={me} />
    </AdminShell>
  );
}
