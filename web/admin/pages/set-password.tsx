import { SetPasswordPage } from "~/features/admin-shell/set-password-page";

export function Component() {
  return <SetPasswordPage />;
}
