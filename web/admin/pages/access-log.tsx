import { AccessLogPage } from "~/features/admin-privacy-records/access-log-page";

export function Component() {
  return <AccessLogPage />;
}
