import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/policy";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "How we collect, use, store and protect the personal information you share with us on this website.",
    path: "/policy",
  });

export default function PolicyPage() {
  return (
    <PageHeader title={"Privacy Policy"} intro={"How we collect, use and protect the personal information you share with us."} />
  );
}
