import { designTipsMeta } from "~/content/guides/design-tips";
import { DESIGN_TIPS_PATH, DesignTipsPage } from "~/features/guides/design-tips-page";
import { guideMeta } from "~/features/guides/guide-layout";
import { SubscribeForm } from "~/features/newsletter/subscribe-form";
import type { Route } from "./+types/guides-design-tips";

export const meta: Route.MetaFunction = () =>
  guideMeta({ path: DESIGN_TIPS_PATH, title: designTipsMeta.title, description: designTipsMeta.description, image: "/art/designs/living-room/luxury-1.svg" });

export default function DesignTipsRoute() {
  return <DesignTipsPage subscribeForm={<SubscribeForm page={DESIGN_TIPS_PATH} label="Email address for monthly design ideas" />} />;
}
