import { useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { MessagesPage } from "~/features/admin-messages/messages-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const me = useOutletContext<Me>();
  if (!me.permissions.includes("messages")) return <NoAccess />;
  return <MessagesPage />;
}
