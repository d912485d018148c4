import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { AuditLogPage, type AuditPage } from "~/features/admin-audit/audit-page";
import { readUnlessForbidden, type Me } from "~/lib/admin-api";

export async function loader() {
  return { first: await readUnlessForbidden<AuditPage>("/api/admin/audit") };
}

export function Component() {
  const me = useOutletContext<Me>();
  const { first } = useLoaderData<typeof loader>();
  if (!first || !me.permissions.includes("audit")) return <NoAccess />;
  return <AuditLogPage first={first} />;
}
