import { Band } from "~/components/ui/band";
import { Container } from "~/components/ui/container";
import { TextCards } from "~/components/ui/text-cards";
import { colorGuidance, colorSchemeHero, colorSchemeMeta } from "~/content/guides/color-scheme";
import { ColorSchemeTool } from "~/features/color-scheme/color-scheme-tool";
import { GuideHero, guideMeta, MoreGuides } from "~/features/guides/guide-layout";
import type { Route } from "./+types/guides-color-scheme";

const path = "/Guides/Color-Scheme";

export const meta: Route.MetaFunction = () =>
  guideMeta({ path, title: colorSchemeMeta.title, description: colorSchemeMeta.description, image: "/art/designs/living-room/normal-3.svg" });

export default function ColorSchemeRoute() {
  return (
    <>
      <GuideHero path={path} heading={colorSchemeHero.heading} text={colorSchemeHero.text} />
      <section aria-label="Colour scheme tool">
        <Container className="section-y">
          <ColorSchemeTool />
        </Container>
      </section>
      <Band id="guidance-heading" eyebrow="Before you paint" title="Using Colour Well" className="bg-limewash" containerClassName="section-y flex flex-col gap-10">
        <TextCards items={colorGuidance} className="grid gap-6 sm:grid-cols-2" cardClassName="flex flex-col gap-2 p-7" titleClassName="text-xl leading-snug" />
      </Band>
      <MoreGuides current={path} />
    </>
  );
}
