import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/get-free-estimate";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Get a Free Design Estimate",
    description: "Tell us your property type and city, and our designers will call you with a free, no-obligation estimate for your home interiors.",
    path: "/get-free-estimate",
  });

export default function EstimatePage() {
  return (
    <PageHeader title={"Get Free Estimate"} intro={"Tell us about your home in two quick steps and our designers will call you with a free, no-obligation estimate."} />
  );
}
