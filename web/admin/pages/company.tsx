import { CompanyPage } from "~/features/admin-company/company-page";

export function Component() {
  return <CompanyPage />;
}
