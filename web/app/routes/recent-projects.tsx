import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { LoadMoreButton } from "~/features/paging/load-more-button";
import { usePaging } from "~/features/paging/use-paging";
import { FirstProjectFrame, ProjectList, ProjectsStatus } from "~/features/recent-projects/project-list";
import { useRecentProjects } from "~/features/recent-projects/use-recent-projects";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/recent-projects";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Recent Projects",
    description: "Homes we have recently designed and delivered across India: the brief, the area, the timeline and the finished rooms.",
    path: "/recent-projects",
  });

export default function RecentProjectsPage() {
  const state = useRecentProjects();
  const projects = state.status === "ready" ? state.projects : [];
  const paging = usePaging(projects, state.status);
  return (
    <>
      <PageHeader
        eyebrow="Delivered Homes"
        title={"Recent Projects"}
        intro={"Homes we have recently designed and delivered, with the brief, the timeline and the finished rooms."}
      />
      <section aria-label="Projects" className="pt-12 pb-20 lg:pt-16 lg:pb-28">
        <Container>
          {state.status === "loading" ? <FirstProjectFrame /> : null}
          <ProjectsStatus loading={state.status === "loading"} empty={state.status === "ready" && projects.length === 0} />
          {projects.length > 0 ? <ProjectList projects={paging.visible} /> : null}
          {paging.hasMore ? <LoadMoreButton onClick={paging.loadMore} /> : null}
        </Container>
      </section>
    </>
  );
}
