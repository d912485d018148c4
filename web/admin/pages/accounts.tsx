import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { AccountsPage } from "~/features/admin-accounts/accounts-page";
import { readUnlessForbidden, type Me, type StaffAccount } from "~/lib/admin-api";

export async function loader() {
  return { accounts: await readUnlessForbidden<StaffAccount[]>("/api/admin/accounts") };
}

export function Component() {
  const me = useOutletContext<Me>();
  const { accounts } = useLoaderData<typeof loader>();
  if (!accounts || !me.permissions.includes("accounts")) return <NoAccess />;
  return <AccountsPage accounts={accounts} myId={me.id} />;
}
