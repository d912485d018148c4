import { useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { DesignsPage } from "~/features/admin-designs/designs-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const me = useOutletContext<Me>();
  if (!me.permissions.includes("designs")) return <NoAccess />;
  return <DesignsPage />;
}
