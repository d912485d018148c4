import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/site-service";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Site Services: False Ceiling, Electrical, Civil, Painting",
    description: "False ceilings, electrical, civil work, painting and shower partitions by trained in-house teams, in 10 cities with 10,000+ customers.",
    path: "/site-service",
  });

export default function SiteServicePage() {
  return (
    <PageHeader title={"Site Services"} intro={"False ceilings, electrical, civil, painting and shower partitions, done by our own trained teams."} />
  );
}
