import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms and Conditions",
    description: "The terms that apply when you use our website and book our home interior design and site services.",
    path: "/terms-and-condition",
  });

export default function TermsPage() {
  return (
    <PageHeader title={"Terms and Conditions"} intro={"The terms that apply when you use this website and our services."} />
  );
}
