import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { AuditLogPage, type AuditPage } from "~/features/admin-audit/audit-page";
import { adminApi, AdminApiError, type Me } from "~/lib/admin-api";

export async function loader() {
  try {
    return { first: await adminApi<AuditPage>("/api/admin/audit") };
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 403) return { first: null };
    throw err;
  }
}

export function Component() {
  const me = useOutletContext<Me>();
  const { first } = useLoaderData<typeof loader>();
  if (!first || !me.permissions.includes("audit")) return <NoAccess />;
  return <AuditLogPage first={first} />;
}
