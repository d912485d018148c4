import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/guides-color-scheme";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Color Scheme Guide",
    description: "Choose a hue and preview it on a sofa, an accent chair, cabinetry and a rug, with hue-forward, neutral-first and accent-led palettes.",
    path: "/Guides/Color-Scheme",
  });

export default function ColorSchemePage() {
  return (
    <PageHeader title={"Color Scheme"} intro={"Pick a hue and see how it carries across a sofa, an accent chair, cabinetry and a rug."} />
  );
}
