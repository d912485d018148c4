import { SpendPage } from "~/features/admin-ad-spend/spend-page";

export function Component() {
  return <SpendPage />;
}
