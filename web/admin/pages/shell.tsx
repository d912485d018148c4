import { Outlet, redirect, useLoaderData, useLocation, useMatches, type LoaderFunctionArgs } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { AssignedNotices } from "~/features/admin-leads/alerts/assigned-notices";
import { useNewLeadPoll } from "~/features/admin-leads/alerts/new-leads";
import { AdminShell } from "~/features/admin-shell/admin-shell";
import { SystemNotice } from "~/features/admin-system/system-notice";
import { readMe } from "~/features/admin-shell/api";
import { AdminApiError, SESSION_ENDED, signInPath, type Me, type Permission } from "~/lib/admin-api";
import { sectionsFor, type PageHandle } from "../routes";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  let me: Me;
  try {
    me = await readMe();
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

/** The permission the open page declares in routes.tsx (none for the overview and "not found"). */
function usePagePermission(): Permission | undefined {
  return useMatches()
    .map((m) => (m.handle as PageHandle | undefined)?.permission)
    .findLast((p) => p !== undefined);
}

/** The one gate of the back-office: a page opens only for a role with its permission. */
export function Component() {
  const me = useLoaderData<typeof loader>();
  const permission = usePagePermission();
  const onLeads = me.permissions.includes("leads");
  useNewLeadPoll(onLeads, useLocation().pathname, me.id);
  return (
    <AdminShell me={me} sections={sectionsFor(me.permissions)}>
      <SystemNotice me={me} />
      {onLeads ? <AssignedNotices /> : null}
      {permission === undefined || me.permissions.includes(permission) ? <Outlet context={me} /> : <NoAccess />}
    </AdminShell>
  );
}
