import { SignInPage } from "~/features/admin-shell/sign-in-page";
import { adminMeta } from "~/features/admin-shell/admin-meta";
import type { Route } from "./+types/admin-sign-in";

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

export default function AdminSignInRoute() {
  return <SignInPage />;
}
