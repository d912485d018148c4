import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description: "Founded in 2015, we have designed and delivered 10000+ homes across India. Meet the people and the story behind our interiors.",
    path: "/Aboutus",
  });

export default function AboutPage() {
  return (
    <PageHeader title={"About Us"} intro={"Since 2015 we have designed and delivered 10000+ homes across India, one family at a time."} />
  );
}
