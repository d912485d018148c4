import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { AccountsPage } from "~/features/admin-accounts/accounts-page";
import { adminApi, AdminApiError, type Me, type StaffAccount } from "~/lib/admin-api";

export async function loader() {
  try {
    return { accounts: await adminApi<StaffAccount[]>("/api/admin/accounts") };
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 403) return { accounts: null };
    throw err;
  }
}

export function Component() {
  const me = useOutletContext<Me>();
  const { accounts } = useLoaderData<typeof loader>();
  if (!accounts || !me.permissions.includes("accounts")) return <NoAccess />;
  return <AccountsPage accounts={accounts} myId={me.id} />;
}
