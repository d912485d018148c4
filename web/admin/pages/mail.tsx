import { MailProblemsPage } from "~/features/admin-mail/mail-problems-page";

export function Component() {
  return <MailProblemsPage />;
}
