import { ForgotPasswordPage } from "~/features/admin-shell/forgot-password-page";

export function Component() {
  return <ForgotPasswordPage />;
}
