import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blogs";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Interior Design Blog",
    description: "Bedroom, kitchen and whole-home interior design ideas, trends and practical advice from our designers.",
    path: "/blogs",
  });

export default function BlogsPage() {
  return (
    <PageHeader title={"Blogs"} intro={"Ideas, trends and practical advice for designing your home."} />
  );
}
