import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { SystemPage, type SystemStatus } from "~/features/admin-system/system-page";
import { readUnlessForbidden, type Me } from "~/lib/admin-api";

export async function loader() {
  return { status: await readUnlessForbidden<SystemStatus>("/api/admin/system") };
}

export function Component() {
  const me = useOutletContext<Me>();
  const { status } = useLoaderData<typeof loader>();
  if (!status || !me.permissions.includes("system")) return <NoAccess />;
  return <SystemPage first={status} />;
}
