import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/guides-space-planning";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Space Planning Guide",
    description: "Core principles of space planning, a measurement checklist and four common room layouts for Indian homes.",
    path: "/Guides/Space-Planning",
  });

export default function SpacePlanningPage() {
  return (
    <PageHeader title={"Space Planning"} intro={"Plan rooms that work: clear paths, the right measurements and layouts that fit how you live."} />
  );
}
