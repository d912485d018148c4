import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/guides-design-tips";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Design Tips for a Calmer, Brighter Home",
    description: "Practical interior design tips and ideas for every room, plus monthly design ideas in your inbox.",
    path: "/Guides/Design-Tips",
  });

export default function DesignTipsPage() {
  return (
    <PageHeader title={"Design Tips"} intro={"Simple, proven ideas to make every room feel calmer, brighter and more your own."} />
  );
}
