import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/recent-projects";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Recent Projects",
    description: "Homes we have recently designed and delivered across India: the brief, the area, the timeline and the finished rooms.",
    path: "/recent-projects",
  });

export default function RecentProjectsPage() {
  return (
    <PageHeader title={"Recent Projects"} intro={"Homes we have recently designed and delivered, with the brief, the timeline and the finished rooms."} />
  );
}
