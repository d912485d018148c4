import { SystemPage } from "~/features/admin-system/system-page";

export function Component() {
  return <SystemPage />;
}
