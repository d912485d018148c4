import { Link } from "react-router";
import { Band, IconCard } from "~/components/ui/band";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ClosingBand } from "~/components/ui/closing-band";
import { Container } from "~/components/ui/container";
import { tourBenefitIcons } from "~/components/ui/icons/tour-benefits";
import { Eyebrow } from "~/components/ui/section-heading";
import { HeroImg, LazyImg } from "~/components/ui/lazy-img";
import { TextCards } from "~/components/ui/text-cards";
import { demo360Hero, demo360Links, demo360Meta, tourBenefits, tourPoints, tourSteps, whatIsATour } from "~/content/demo-360";
import { scenes } from "~/features/panorama/scenes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/demo-360";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: demo360Meta.title,
    description: demo360Meta.description,
    path: "/demo-360",
    image: "/art/panoramas/living-room-thumb.jpg",
  });


export default function HomeToursPage() {
  return (
    <>
      <header className="bg-limewash">
        <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
          <div className="flex flex-col gap-6">
            <Eyebrow>See it before it is built</Eyebrow>
            <h1 className="text-display text-ink">{demo360Hero.heading}</h1>
            <p className="text-lg text-ink-muted">{demo360Hero.text}</p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={demo360Links.estimate.href} size="lg">
                {demo360Links.estimate.label}
              </ButtonLink>
              <ButtonLink to={demo360Links.views.href} size="lg" variant="secondary">
                {demo360Links.views.label}
              </ButtonLink>
            </div>
          </div>
          <HeroImg src="/art/designs/3bhk/luxury-1.svg" alt="Cutaway illustration of a complete 3 BHK home, the kind of home you walk through in a 3D tour" width={1200} height={900} className="aspect-[4/3] w-full rounded-card bg-sand object-cover shadow-lift" />
        </Container>
      </header>

      <Band id="what" title={whatIsATour.heading} className="section-y" containerClassName="grid gap-10 lg:grid-cols-[1fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-5">
          {whatIsATour.paragraphs.map((p) => (
            <p key={p.slice(0, 32)} className="text-lg text-ink-muted">
              {p}
            </p>
          ))}
        </div>
      </Band>

      <Band id="benefits" title="Why families love their tour" className="bg-limewash section-y">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tourBenefits.map((b) => (
            <IconCard key={b.title} icon={tourBenefitIcons[b.icon]} className="flex flex-col gap-4 p-6" badgeClassName="inline-flex size-11 items-center justify-center rounded-full bg-sage-soft text-sage-ink" iconClassName="size-5" titleClassName="text-xl text-ink" title={b.title}>
              <p className="text-base text-ink-muted">{b.text}</p>
            </IconCard>
          ))}
        </ul>
      </Band>

      <Band
        id="try"
        title="Try one now"
        intro="Three spaces we designed, ready to look around in 360°."
        className="section-y"
        action={
          <ButtonLink to={demo360Links.views.href} variant="secondary" className="self-start sm:self-auto">
            {demo360Links.views.label}
          </ButtonLink>
        }
      >
        <ul className="grid gap-5 sm:grid-cols-3">
          {scenes.map((s) => (
            <li key={s.key}>
              <Link to={demo360Links.views.href} className="group flex flex-col gap-3 rounded-card bg-white p-3 text-ink no-underline shadow-soft hover:shadow-lift">
                <LazyImg src={s.thumb} alt="" width={320} height={160} className="aspect-[2/1] w-full rounded-field bg-sand object-cover" />
                <span className="px-2 pb-2 text-lg font-semibold">{s.title} in 360°</span>
              </Link>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="steps" title="How to get your own tour" className="bg-limewash section-y">
        <TextCards bare items={tourSteps} numberClassName="font-display text-5xl font-semibold text-clay-ink" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" cardClassName="flex flex-col gap-3" titleClassName="text-xl text-ink" />
      </Band>

      <Band id="questions" title="Good to know" className="section-y" size="prose" containerClassName="flex flex-col gap-8">
        <dl className="flex flex-col gap-6">
          {tourPoints.map((p) => (
            <Card padded={false} key={p.question} className="p-6">
              <dt className="text-lg font-semibold text-ink">{p.question}</dt>
              <dd className="mt-2 text-base text-ink-muted">{p.answer}</dd>
            </Card>
          ))}
        </dl>
      </Band>

      <ClosingBand id="book" title="Book a free consultation and see your home in 3D" text="Your designer plans the rooms with you and walks you through them before anything is made.">
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={demo360Links.estimate.href} size="lg">
            {demo360Links.estimate.label}
          </ButtonLink>
        </div>
      </ClosingBand>
    </>
  );
}
