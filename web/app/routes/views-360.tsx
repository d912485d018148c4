import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/views-360";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "360° Views of Our Interiors",
    description: "Step inside a living room, a kitchen and a garden we designed, and look around in every direction with our 360° viewer.",
    path: "/360-views",
  });

export default function PanoramaPage() {
  return (
    <PageHeader title={"Experience Your Space in 360°"} intro={"Step inside a living room, a kitchen and a garden we designed, and look around in every direction."} />
  );
}
