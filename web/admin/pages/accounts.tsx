import { useOutletContext } from "react-router";
import { AccountsPage } from "~/features/admin-staff/accounts-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  return <AccountsPage myId={useOutletContext<Me>().id} />;
}
