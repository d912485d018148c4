import { CompliancePage } from "~/features/admin-privacy-records/compliance-page";

export function Component() {
  return <CompliancePage />;
}
