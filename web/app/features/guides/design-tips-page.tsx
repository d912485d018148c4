import { ArrowRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Band } from "~/components/ui/band";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { guideIcons } from "~/components/ui/icons/guides";
import { LazyImg } from "~/components/ui/lazy-img";
import { StepNumber, TextCards } from "~/components/ui/text-cards";
import { designIdeas, designTips, designTipsHero } from "~/content/guides/design-tips";
import { GuideHero, SubscribeAndMoreGuides } from "./guide-layout";

export const DESIGN_TIPS_PATH = "/Guides/Design-Tips";

/** Design-Tips: hero, six tip cards, three idea cards and the monthly-ideas subscribe form. */
export function DesignTipsPage({ subscribeForm }: { subscribeForm: ReactNode }) {
  return (
    <>
      <GuideHero path={DESIGN_TIPS_PATH} heading={designTipsHero.heading} text={designTipsHero.text}>
        <div className="mt-2 flex flex-wrap gap-3">
          <ButtonLink to="/get-free-estimate" size="lg">
            Get Free Estimate
          </ButtonLink>
          <ButtonLink to="/design-gallery/Living-Room-Designs" variant="secondary" size="lg">
            Browse Designs
          </ButtonLink>
        </div>
      </GuideHero>

      <Band id="tips-heading" eyebrow="Six tips" title="Tips That Work in Every Home" containerClassName="section-y flex flex-col gap-10">
        <TextCards items={designTips} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" cardClassName="flex flex-col gap-4 p-7" titleClassName="text-xl leading-snug" lead={(tip, i) => <TipLead icon={guideIcons[tip.icon]} index={i} />} />
      </Band>

      <Band id="ideas-heading" eyebrow="Ideas" title="Ideas to Borrow" className="bg-limewash" containerClassName="section-y flex flex-col gap-10">
        <ul className="grid gap-8 md:grid-cols-3">
          {designIdeas.map((idea) => (
            <Card as="li" padded={false} key={idea.title} className="flex flex-col overflow-hidden">
              <LazyImg src={idea.image.src} alt={idea.image.alt} width={idea.image.width} height={idea.image.height} className="aspect-[4/3] w-full object-cover" />
              <div className="flex flex-1 flex-col gap-3 p-6">
                <h3 className="text-xl leading-snug">{idea.title}</h3>
                <p className="text-base text-ink-muted">{idea.text}</p>
                <Link
                  to={idea.link.href}
                  className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-accent-ink underline-offset-4 hover:underline"
                >
                  {idea.link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </Card>
          ))}
        </ul>
      </Band>

      <SubscribeAndMoreGuides current={DESIGN_TIPS_PATH} form={subscribeForm} />
    </>
  );
}

/** A tip's icon badge with its number on the right. */
function TipLead({ icon: Icon, index }: { icon: LucideIcon; index: number }) {
  return (
    <span className="flex items-center justify-between">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brass-soft text-brass-ink">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <StepNumber index={index} className="font-display text-3xl text-brass-ink" />
    </span>
  );
}
