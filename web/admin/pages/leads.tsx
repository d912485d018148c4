import { useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { LeadsPage } from "~/features/admin-leads/leads-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const me = useOutletContext<Me>();
  return me.permissions.includes("leads") ? <LeadsPage me={me} /> : <NoAccess />;
}
