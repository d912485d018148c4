import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/demo-360";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "3D Home Tours",
    description: "Walk through complete homes designed by our team in 3D, room by room, before you decide on your own interiors.",
    path: "/demo-360",
  });

export default function HomeToursPage() {
  return (
    <PageHeader title={"3D Home Tours"} intro={"Walk through complete homes we have designed, room by room."} />
  );
}
