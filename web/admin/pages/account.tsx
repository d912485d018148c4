import { useOutletContext } from "react-router";
import { AccountPage } from "~/features/admin-staff/account-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  return <AccountPage me={useOutletContext<Me>()} />;
}
