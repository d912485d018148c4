import { useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { SubscribersPage } from "~/features/admin-subscribers/subscribers-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const me = useOutletContext<Me>();
  if (!me.permissions.includes("subscribers")) return <NoAccess />;
  return <SubscribersPage />;
}
