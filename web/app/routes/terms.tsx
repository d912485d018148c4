import { terms } from "~/content/legal/terms";
import { LegalPage } from "~/features/legal-page/legal-page";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms and Conditions",
    description: "The terms that apply when you use our website and book our home interior design and site services: estimates, payments, warranty and support hours.",
    path: "/terms-and-condition",
    jsonLd: breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Terms and Conditions", path: "/terms-and-condition" },
    ]),
  });

export default function TermsPage() {
  return <LegalPage doc={terms()} />;
}
