import { MessagesPage } from "~/features/admin-office/messages-page";

export function Component() {
  return <MessagesPage />;
}
