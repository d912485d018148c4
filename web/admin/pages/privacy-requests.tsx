import { RequestsPage } from "~/features/admin-privacy/requests-page";

export function Component() {
  return <RequestsPage />;
}
