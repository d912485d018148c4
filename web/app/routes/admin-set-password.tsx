import { SetPasswordPage } from "~/features/admin-shell/set-password-page";
import { adminMeta } from "~/features/admin-shell/admin-meta";
import type { Route } from "./+types/admin-set-password";

export const meta: Route.MetaFunction = () => adminMeta("Choose a password");

export default function AdminSetPasswordRoute() {
  return <SetPasswordPage />;
}
