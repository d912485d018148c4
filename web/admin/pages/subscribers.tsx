import { SubscribersPage } from "~/features/admin-office/subscribers-page";

export function Component() {
  return <SubscribersPage />;
}
