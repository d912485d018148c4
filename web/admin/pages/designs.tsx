import { DesignsPage } from "~/features/admin-catalog/designs-page";

export function Component() {
  return <DesignsPage />;
}
