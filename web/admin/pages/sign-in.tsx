import { SignInPage } from "~/features/admin-shell/sign-in-page";

export function Component() {
  return <SignInPage />;
}
