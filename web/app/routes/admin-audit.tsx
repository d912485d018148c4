import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { AuditLogPage, type AuditPage } from "~/features/admin-audit/audit-page";
import { adminMeta } from "~/features/admin-shell/admin-meta";
import { adminApi, AdminApiError, type Me } from "~/lib/admin-api";
import type { Route } from "./+types/admin-audit";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function clientLoader() {
  try {
    return { first: await adminApi<AuditPage>("/api/admin/audit") };
  } catch (err) {
    if (err instanceof AdminApiError && err.status === 403) return { first: null };
    throw err;
  }
}

export default function AdminAuditRoute() {
  const me = useOutletContext<Me>();
  const { first } = useLoaderData<typeof clientLoader>();
  if (!first || !me.permissions.includes("audit")) return <NoAccess />;
  return <AuditLogPage first={first} />;
}
