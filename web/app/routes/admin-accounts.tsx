import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { AccountsPage } from "~/features/admin-accounts/accounts-page";
import { adminMeta } from "~/features/admin-shell/admin-meta";
import { adminApi, AdminApiError, type Me, type StaffAccount } from "~/lib/admin-api";
import type { Route } from "./+types/admin-accounts";

export const meta: Route.MetaFunction = () => adminMeta("Accounts");

export async function clientLoader() {
  try {
    return { accounts: await adminApi<StaffAccount[]>("/api/admin/accounts") };
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 403) return { accounts: null };
    throw err;
  }
}

export default function AdminAccountsRoute() {
  const me = useOutletContext<Me>();
  const { accounts } = useLoaderData<typeof clientLoader>();
  if (!accounts || !me.permissions.includes("accounts")) return <NoAccess />;
  return <AccountsPage accounts={accounts} myId={me.id} />;
}
