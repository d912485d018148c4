import { BreachRegisterPage } from "~/features/admin-privacy-records/breach-register-page";

export function Component() {
  return <BreachRegisterPage />;
}
