import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Frequently Asked Questions",
    description: "Answers about home interior design, pricing, timelines, warranty and what happens after you book a free consultation.",
    path: "/faqs",
  });

export default function FaqsPage() {
  return (
    <PageHeader title={"Frequently Asked Questions"} intro={"Answers about design, pricing, timelines, warranty and what happens after you book a consultation."} />
  );
}
