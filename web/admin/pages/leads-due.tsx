import { useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { DueLeadsPage } from "~/features/admin-leads/due-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const me = useOutletContext<Me>();
  return me.permissions.includes("leads") ? <DueLeadsPage me={me} /> : <NoAccess />;
}
