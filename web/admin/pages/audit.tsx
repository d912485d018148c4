import { AuditLogPage } from "~/features/admin-audit/audit-page";

export function Component() {
  return <AuditLogPage />;
}
