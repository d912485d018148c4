import { useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { ProjectsPage } from "~/features/admin-projects/projects-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const me = useOutletContext<Me>();
  if (!me.permissions.includes("projects")) return <NoAccess />;
  return <ProjectsPage />;
}
