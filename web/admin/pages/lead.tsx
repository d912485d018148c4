import { useOutletContext, useParams } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { LeadPage } from "~/features/admin-leads/lead-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const me = useOutletContext<Me>();
  const { id = "" } = useParams();
  // Keyed by id: another lead (a duplicate's link) starts from a clean page.
  return me.permissions.includes("leads") ? <LeadPage key={id} id={id} me={me} /> : <NoAccess />;
}
