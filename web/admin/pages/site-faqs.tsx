import { FaqsPage } from "~/features/admin-site-content/faqs-page";

export function Component() {
  return <FaqsPage />;
}
