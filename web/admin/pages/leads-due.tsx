import { useOutletContext } from "react-router";
import { DueLeadsPage } from "~/features/admin-leads/list/due-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  return <DueLeadsPage me={useOutletContext<Me>()} />;
}
