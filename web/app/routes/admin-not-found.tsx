import { AdminNotFound } from "~/components/admin/admin-ui";
import { adminMeta } from "~/features/admin-shell/admin-meta";
import type { Route } from "./+types/admin-not-found";

export const meta: Route.MetaFunction = () => adminMeta("Page not found");

export default function AdminNotFoundRoute() {
  return <AdminNotFound />;
}
