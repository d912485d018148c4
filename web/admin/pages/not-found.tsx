import { AdminNotFound } from "~/components/admin/admin-ui";

export function Component() {
  return <AdminNotFound />;
}
