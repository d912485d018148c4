import { useOutletContext } from "react-router";
import { AccountPage } from "~/features/admin-account/account-page";
import { adminMeta } from "~/features/admin-shell/admin-meta";
import type { Me } from "~/lib/admin-api";
import type { Route } from "./+types/admin-account";

export const meta: Route.MetaFunction = () => adminMeta("Your account");

export default function AdminAccountRoute() {
  return <AccountPage me={useOutletContext<Me>()} />;
}
