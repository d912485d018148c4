import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/guides-budget-planning";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Interior Budget Calculator and Planning Guide",
    description: "Estimate your home interior budget by home size, city and finish quality, see the cost breakdown and learn where to save.",
    path: "/Guides/Budget-Planning",
  });

export default function BudgetPlanningPage() {
  return (
    <PageHeader title={"Budget Planning"} intro={"Estimate what your interiors will cost by home size, city and finish, and learn where to save."} />
  );
}
