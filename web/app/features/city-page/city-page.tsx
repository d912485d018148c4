import {
  ArrowRight,
  Check,
  MapPin,
  PackageOpen,
  Ruler,
  Sofa,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Band, IconCard } from "~/components/ui/band";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ContactText } from "~/components/ui/contact-text";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { HeroImg } from "~/components/ui/lazy-img";
import {
  cityBenefits,
  cityBudgetNote,
  cityHappyCustomers,
  cityHeroCta,
  cityHeroHeading,
  citySectionHeadings,
  cityShared,
  meetDesignerLink,
  type CityView,
} from "~/content/cities";
import { companyTexts, live } from "~/content/company";
import { citySlugs } from "~/content/paths";
import { cityText, type CityProject } from "~/content/site-content";
import { CityProjects } from "./city-projects";
import { PictureSection } from "./picture-section";

// One icon per benefit, in order: a benefit added to the content without an icon is a type error.
type IconPerItem<T extends readonly unknown[]> = {
  readonly [K in keyof T]: LucideIcon;
};
const benefitIcons: IconPerItem<typeof cityBenefits> = [
  Sparkles,
  PackageOpen,
  Sofa,
];

/** A different design illustration per city, so no two city pages look alike. */
function variant(slug: CityView["base"]): number {
  return citySlugs.indexOf(slug) + 1;
}

/** The city landing page of spec "City page", with the city's own text and local details, and the projects an editor chose. */
export function CityPage({ city, projects = [] }: { city: CityView; projects?: readonly CityProject[] }) {
  const n = variant(city.base);
  // An added city shows only what the editor wrote; the sections below carry facts of the built-in cities.
  const own = { "data-live-show": "city-own" };
  const headings = citySectionHeadings(city.displayName);
  // The offer's warranty, as the owner keeps it (the server rewrites these in the HTML; the page follows after hydration).
  const offer = companyTexts();
  return (
    <>
      <header className="bg-limewash">
        <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-14 lg:py-20">
          <div className="flex flex-col gap-6">
            <p className="inline-flex items-center gap-2 self-start rounded-pill bg-white px-4 py-1.5 text-sm font-semibold text-sage-ink shadow-soft">
              <Users aria-hidden="true" className="size-4" />
              {cityHappyCustomers} happy customers
            </p>
            <h1 className="text-display" data-live="city.Heading">
              {cityHeroHeading(city.slug)}
            </h1>
            <p className="text-lg text-ink-muted" data-live="city.heroIntro">
              <ContactText text={city.heroIntro} />
            </p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/get-free-estimate" size="lg">
                {cityHeroCta}
              </ButtonLink>
              <ButtonLink
                to="/Guides/Budget-Planning"
                variant="secondary"
                size="lg"
              >
                Estimate Your Budget
              </ButtonLink>
            </div>
          </div>
          <HeroImg
            data-live-img="city.hero"
            src={city.image}
            alt={city.imageAlt}
            width={1600}
            height={900}
            className="aspect-[16/9] w-full rounded-card object-cover shadow-lift"
          />
        </Container>
      </header>

      <section aria-labelledby="benefits-heading">
        <Container className="py-12 sm:py-16">
          <h2
            id="benefits-heading"
            className="sr-only"
            data-live="city.Benefits"
          >
            {headings.benefits}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {cityBenefits.map((benefit, i) => {
              const Icon = benefitIcons[i];
              return (
                <Card
                  as="li"
                  padded={false}
                  key={benefit}
                  className="flex items-center gap-4 p-5"
                >
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="font-display text-lg leading-snug">
                    {benefit}
                  </span>
                </Card>
              );
            })}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="local-heading" className="bg-limewash">
        <Container className="section-y grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="flex flex-col gap-5">
            <SectionHeading
              id="local-heading"
              eyebrow={<span data-live="city.name">{city.displayName}</span>}
              title={<span data-live="city.Local">{headings.local}</span>}
            />
            <p className="text-lg text-ink" data-live="city.typicalHomes">
              <ContactText text={city.typicalHomes} />
            </p>
            <p className="text-base text-ink-muted" data-live="city.climate">
              <ContactText text={city.climate} />
            </p>
          </div>
          <div className="flex flex-col gap-6">
            <Card>
              <h3 className="flex items-center gap-2 text-xl">
                <MapPin aria-hidden="true" className="size-5 text-accent-ink" />
                <span data-live="city.Where">
                  {cityText("cityWhere", city.displayName, "")}
                </span>
              </h3>
              <ul
                className="mt-4 flex flex-wrap gap-2"
                data-live-list="city.localities"
              >
                {city.localities.map((place) => (
                  <li
                    key={place}
                    className="rounded-pill bg-limewash px-3.5 py-1.5 text-sm text-ink"
                  >
                    {place}
                  </li>
                ))}
              </ul>
            </Card>
            <div className="rounded-card bg-sage-soft p-6 sm:p-8">
              <h3 className="text-xl text-sage-ink">
                Visit an experience centre
              </h3>
              <p
                className="mt-2 text-sm font-semibold whitespace-pre-line text-sage-ink"
                data-live="city.centre"
              >
                <ContactText text={city.centre ?? city.experienceCentres.join(" · ")} />
              </p>
              {city.centre ? null : (
                <p
                  className="mt-3 text-base text-ink-muted"
                  data-live-show="city-note"
                >
                  {city.experienceCentreNote}
                </p>
              )}
            </div>
          </div>
        </Container>
      </section>

      <CityProjects name={city.displayName} projects={projects} />

      {city.added ? null : (
        <>
          <PictureSection
            id="space-heading"
            eyebrow="Up to 20% extra space"
            title={headings.spaceSaving}
            texts={city.spaceSaving}
            src={`/art/designs/1bhk/normal-${n}.svg`}
            alt={cityText("citySpaceAlt", city.displayName, "")}
            liveAlt="city.SpaceAlt"
            {...own}
          />

          <PictureSection
            id="bedroom-heading"
            eyebrow="Rest well"
            title={headings.bedroom}
            texts={city.bedroom}
            src={`/art/designs/bedroom/luxury-${n}.svg`}
            alt={cityText("cityBedroomAlt", city.displayName, "")}
            liveAlt="city.BedroomAlt"
            textFirst
            className="bg-limewash"
            {...own}
          >
            <ButtonLink to={meetDesignerLink.href} variant="secondary" size="lg" className="self-start">
              {meetDesignerLink.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </PictureSection>

          <div {...own}>
            <Band
              id="solutions-heading"
              eyebrow="Solutions"
              title={<span data-live="city.Solutions">{headings.solutions}</span>}
              containerClassName="section-y flex flex-col gap-10"
            >
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {city.solutions.map((s) => (
                  <IconCard
                    key={s.title}
                    icon={Check}
                    className="flex flex-col gap-3 p-7"
                    badgeClassName="inline-flex size-10 items-center justify-center rounded-full bg-brass-soft text-brass-ink"
                    iconClassName="size-5"
                    titleClassName="text-xl leading-snug"
                    title={s.title}
                  >
                    <p className="text-base text-ink-muted">{s.text}</p>
                  </IconCard>
                ))}
              </ul>
            </Band>
          </div>

          <section
            aria-labelledby="budgets-heading"
            className="bg-ink text-ivory"
            {...own}
          >
            <Container className="section-y grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
              <div className="flex flex-col gap-4">
                <p className="text-sm font-semibold tracking-[0.14em] text-sand uppercase">
                  Plan ahead
                </p>
                <h2 id="budgets-heading" className="text-title text-ivory" data-live="city.Budgets">
                  {headings.budgets}
                </h2>
                <p className="text-lg text-sand">
                  Typical ranges for {cityBudgetNote}.
                </p>
                <Link
                  to="/Guides/Budget-Planning"
                  className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-ivory underline underline-offset-4 hover:text-sand"
                >
                  <Ruler aria-hidden="true" className="size-4" />
                  Work out your own budget
                </Link>
              </div>
              <ul className="flex flex-col divide-y divide-ivory/15 rounded-card bg-ivory/5 px-6">
                {city.budgetRanges.map((b) => (
                  <li
                    key={b.home}
                    className="flex flex-col gap-1 py-5 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="text-base text-sand">{b.home}</span>
                    <span className="font-display text-2xl text-ivory">
                      {b.range}
                    </span>
                  </li>
                ))}
              </ul>
            </Container>
          </section>
        </>
      )}

      <Band
        id="how-heading"
        title={cityShared.howItWorks.heading}
        intro={cityShared.howItWorks.intro}
        containerClassName="section-y flex flex-col gap-10"
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cityShared.howItWorks.steps.map((step, i) => (
            <Card
              as="li"
              padded={false}
              key={step.title}
              className="flex flex-col gap-3 p-7"
            >
              <span
                aria-hidden="true"
                className="font-display text-4xl text-clay-ink"
              >
                {i + 1}
              </span>
              <h3 className="text-xl leading-snug">{step.title}</h3>
              <p className="text-base text-ink-muted" {...(step.live && live(step.live))}>
                {step.live ? offer[step.live] : step.text}
              </p>
            </Card>
          ))}
        </ol>
      </Band>

      <Band
        id="why-heading"
        title={cityShared.whyUs.heading}
        intro={cityShared.whyUs.intro}
        className="bg-limewash"
        containerClassName="section-y flex flex-col gap-10"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cityShared.whyUs.points.map((p) => (
            <Card
              as="li"
              padded={false}
              key={p.title}
              className="flex flex-col gap-2 p-7"
            >
              <span className="font-display text-4xl text-accent-ink" {...(p.live && live(p.live))}>
                {p.live ? offer[p.live] : p.value}
              </span>
              <h3 className="font-sans text-base font-semibold">{p.title}</h3>
              <p className="text-base text-ink-muted">{p.text}</p>
            </Card>
          ))}
        </ul>
        <Card
          padded={false}
          className="flex flex-col items-start gap-4 p-8 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-display text-2xl" data-live="city.Ready">
            {cityText("cityReady", city.displayName, "")}
          </p>
          <ButtonLink to="/get-free-estimate" size="lg">
            {cityHeroCta}
          </ButtonLink>
        </Card>
      </Band>
    </>
  );
}
