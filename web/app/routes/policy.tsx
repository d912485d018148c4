import { privacy } from "~/content/legal/privacy";
import { LegalPage } from "~/features/legal-page/legal-page";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/policy";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "How we collect, use, store and protect the personal information you share with us, and your rights under India's Digital Personal Data Protection Act, 2023.",
    path: "/policy",
    jsonLd: breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Privacy Policy", path: "/policy" },
    ]),
  });

export default function PolicyPage() {
  return <LegalPage doc={privacy()} />;
}
