import { useOutletContext } from "react-router";
import { LeadsPage } from "~/features/admin-leads/list/leads-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  return <LeadsPage me={useOutletContext<Me>()} />;
}
