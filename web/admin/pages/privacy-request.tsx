import { RequestPage } from "~/features/admin-privacy/request-page";

export function Component() {
  return <RequestPage />;
}
