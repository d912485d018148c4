import { useOutletContext, useParams } from "react-router";
import { LeadPage } from "~/features/admin-leads/lead-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const { id = "" } = useParams();
  // Keyed by id: another lead (a duplicate's link) starts from a clean page.
  return <LeadPage key={id} id={id} me={useOutletContext<Me>()} />;
}
