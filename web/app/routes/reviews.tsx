import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Customer Reviews",
    description: "Read what homeowners say about their interiors: 4.8/5 average rating, 250+ happy customers and 300+ projects completed.",
    path: "/reviews",
  });

export default function ReviewsPage() {
  return (
    <PageHeader title={"Reviews"} intro={"What homeowners say about living in the homes we designed for them."} />
  );
}
