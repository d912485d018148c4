import { spacePlanningMeta } from "~/content/guides/space-planning";
import { guideMeta } from "~/features/guides/guide-layout";
import { SPACE_PLANNING_PATH, SpacePlanningPage } from "~/features/guides/space-planning-page";
import { SubscribeForm } from "~/features/newsletter/subscribe-form";
import type { Route } from "./+types/guides-space-planning";

export const meta: Route.MetaFunction = () =>
  guideMeta({ path: SPACE_PLANNING_PATH, title: spacePlanningMeta.title, description: spacePlanningMeta.description, image: "/art/designs/2bhk/normal-1.svg" });

export default function SpacePlanningRoute() {
  return <SpacePlanningPage subscribeForm={<SubscribeForm page={SPACE_PLANNING_PATH} label="Email address for monthly design ideas" />} />;
}
