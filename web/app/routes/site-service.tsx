import { Check } from "lucide-react";
import { Band, IconCard } from "~/components/ui/band";
import { ButtonLink } from "~/components/ui/button";
import { ClosingBand } from "~/components/ui/closing-band";
import { Container } from "~/components/ui/container";
import { serviceIcons } from "~/components/ui/icons/services";
import { Eyebrow } from "~/components/ui/section-heading";
import { HeroImg, LazyImg } from "~/components/ui/lazy-img";
import {
  comparison,
  serviceCards,
  serviceGalleries,
  siteServiceFacts,
  siteServicesClosingCta,
  siteServicesHero,
  siteServicesMeta,
  whyChooseUs,
  type ServiceGallery,
} from "~/content/site-services";
import { ComparisonTable } from "~/features/comparison-table/comparison-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/site-service";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: siteServicesMeta.title,
    description: siteServicesMeta.description,
    path: "/site-service",
    image: "/art/services/false-ceiling-1.svg",
  });

const ESTIMATE = "/get-free-estimate";

export default function SiteServicePage() {
  return (
    <>
      <Hero />
      <Band id="services" eyebrow="What we do" title="Our Site Services" intro="Five trades, one team, one project manager." className="section-y">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => (
            <IconCard key={card.title} icon={serviceIcons[card.icon]} className="flex flex-col gap-5 p-6 sm:p-7" badgeClassName="inline-flex size-12 items-center justify-center rounded-full bg-clay-soft text-clay-ink" iconClassName="size-6" titleClassName="text-2xl text-ink" title={card.title}>
              <ul className="flex flex-1 flex-col gap-2.5">
                {card.items.map((item) => (
                  <li key={item} className="flex gap-2.5 text-base text-ink-muted">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage-ink" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              <ButtonLink to={ESTIMATE} variant="secondary" className="self-start">
                Get Free Estimate
              </ButtonLink>
            </IconCard>
          ))}
        </ul>
      </Band>
      {serviceGalleries.map((g, i) => (
        <Gallery key={g.key} gallery={g} tinted={i % 2 === 0} />
      ))}
      <Band id="why" title={whyChooseUs.heading} className="bg-limewash section-y">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyChooseUs.cards.map((card) => (
            <IconCard key={card.title} icon={serviceIcons[card.icon]} className="flex flex-col gap-4 p-6" badgeClassName="inline-flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent-ink" iconClassName="size-5" titleClassName="text-xl text-ink" title={card.title}>
              <p className="text-base text-ink-muted">{card.text}</p>
            </IconCard>
          ))}
        </ul>
      </Band>
      <div className="section-y">
        <Container>
          <ComparisonTable heading={comparison.heading} columns={comparison.columns} rows={comparison.rows} swipeHint={comparison.swipeHint} />
        </Container>
      </div>
      <ClosingBand id="closing" title={siteServicesClosingCta.heading} text={siteServicesClosingCta.text}>
        <ButtonLink to={siteServicesClosingCta.href} size="lg">
          {siteServicesClosingCta.cta}
        </ButtonLink>
      </ClosingBand>
    </>
  );
}

function Hero() {
  return (
    <header className="bg-limewash">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-6">
          <Eyebrow>Site Services</Eyebrow>
          <h1 className="text-display text-ink">{siteServicesHero.heading}</h1>
          <p className="text-lg text-ink-muted">{siteServicesHero.text}</p>
          <p className="flex flex-wrap items-baseline gap-x-2 text-lg text-ink">
            <span className="font-semibold">{siteServicesHero.offer}</span>
            <s className="text-ink-muted">
              <span className="sr-only">instead of </span>
              {siteServiceFacts.falseCeilingStruckPrice}
            </s>
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to={ESTIMATE} size="lg">
              {siteServicesHero.cta}
            </ButtonLink>
            <p className="text-sm font-semibold text-ink-muted">
              {siteServicesHero.trust} · {siteServiceFacts.warranty}
            </p>
          </div>
        </div>
        <HeroImg src="/art/services/false-ceiling-1.svg" alt="Living room with a gypsum cove ceiling glowing with warm light" width={1200} height={900} className="aspect-[4/3] w-full rounded-card bg-sand object-cover shadow-lift" />
      </Container>
    </header>
  );
}

function Gallery({ gallery, tinted }: { gallery: ServiceGallery; tinted: boolean }) {
  const id = `gallery-${gallery.key}`;
  return (
    <Band
      id={id}
      title={gallery.title}
      intro={gallery.text}
      className={tinted ? "bg-limewash section-y" : "section-y"}
      containerClassName="flex flex-col gap-8"
      action={
        <ButtonLink to={ESTIMATE} variant="secondary" className="self-start sm:self-auto">
          Get Free Estimate
        </ButtonLink>
      }
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {gallery.images.map((img) => (
          <li key={img.src}>
            <figure className="flex flex-col gap-2.5">
              <LazyImg src={img.src} alt={img.alt} width={img.width} height={img.height} className="aspect-[4/3] w-full rounded-card bg-sand object-cover" />
              <figcaption className="text-sm text-ink-muted">{img.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Band>
  );
}
