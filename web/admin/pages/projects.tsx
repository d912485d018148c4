import { ProjectsPage } from "~/features/admin-catalog/projects-page";

export function Component() {
  return <ProjectsPage />;
}
