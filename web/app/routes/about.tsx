import { Band } from "~/components/ui/band";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { PersonCard, type PersonCardLook } from "~/components/ui/person-card";
import { SectionHeading } from "~/components/ui/section-heading";
import { TextCards } from "~/components/ui/text-cards";
import { aboutFacts, aboutHero, aboutMeta, aboutMilestones, aboutStory, aboutValues, founderCardHeading } from "~/content/about";
import { settings } from "~/content/settings";
import { designers, founders, teamSections } from "~/content/team";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: aboutMeta.title,
    description: aboutMeta.description,
    path: "/Aboutus",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "AboutPage",
      name: aboutHero.heading,
      description: aboutMeta.description,
    },
  });

const facts = [
  { value: aboutFacts.founded, label: "Founded" },
  { value: aboutFacts.homes, label: "Homes delivered" },
  { value: String(settings.experienceCentres.length), label: "Experience centres" },
];

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={settings.brandName} title={aboutHero.heading} intro={aboutHero.text}>
        <dl className="grid w-full grid-cols-3 gap-2 sm:max-w-2xl sm:gap-4">
          {facts.map((f) => (
            <Card padded={false} key={f.label} className="flex flex-col-reverse justify-end gap-1 px-3 py-4 sm:px-6 sm:py-5">
              <dt className="text-xs font-semibold tracking-[0.06em] text-ink-muted uppercase sm:text-sm sm:tracking-[0.1em]">{f.label}</dt>
              <dd className="font-display text-[1.375rem] leading-tight font-semibold text-ink sm:text-4xl">{f.value}</dd>
            </Card>
          ))}
        </dl>
      </PageHeader>

      <section aria-labelledby="story" className="section-y">
        <Container className="grid items-start gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
          <div className="lg:sticky lg:top-[calc(var(--shell-header-height)+2rem)]">
            <img
              src="/art/designs/living-room/luxury-1.svg"
              alt="A luxury living room designed by our studio"
              width={1200}
              height={900}
              className="aspect-[4/3] w-full rounded-card bg-sand object-cover shadow-soft"
            />
          </div>
          <div className="flex flex-col gap-6">
            <SectionHeading id="story" eyebrow={`Since ${aboutFacts.founded}`} title="Our Story" />
            {aboutStory.map((p) => (
              <p key={p.slice(0, 32)} className="text-lg text-ink-muted">
                {p}
              </p>
            ))}
          </div>
        </Container>
      </section>

      <Band id="values" title="What We Stand For" className="bg-limewash section-y">
        <TextCards items={aboutValues} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" cardClassName="flex flex-col gap-3 p-6" titleClassName="text-xl text-ink" />
      </Band>

      <Band id="founders" title={founderCardHeading} intro={teamSections.founders.text} className="section-y">
        <ul className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          {founders.map((f) => (
            <li key={f.name}>
              <PersonCard as="article" person={f} position={f.role} text={f.bio} look={founderLook} />
            </li>
          ))}
        </ul>
      </Band>

      <Band id="milestones" title="Milestones" className="bg-limewash section-y" size="prose">
        <ol className="relative flex flex-col gap-8 border-l-2 border-line pl-8">
          {aboutMilestones.map((m) => (
            <li key={m.year} className="relative">
              <span aria-hidden="true" className="absolute top-2 -left-[2.45rem] size-3.5 rounded-full bg-brass ring-4 ring-limewash" />
              <p className="font-display text-2xl font-semibold text-ink">{m.year}</p>
              <p className="mt-1 text-base text-ink-muted">{m.text}</p>
            </li>
          ))}
        </ol>
      </Band>

      <Band id="designers" title={teamSections.designers.heading} intro={teamSections.designers.text} className="section-y">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {designers.map((d) => (
            <li key={d.name}>
              <PersonCard as="article" padded={false} person={d} position={`${d.role} · ${d.experience}`} text={d.speciality} look={designerLook} />
            </li>
          ))}
        </ul>
      </Band>

    </>
  );
}

const founderLook: PersonCardLook = {
  card: "flex h-full flex-col gap-6 sm:flex-row",
  photo: "size-32 shrink-0 rounded-card bg-sand object-cover sm:size-40",
  body: "flex flex-col gap-2",
  name: "text-2xl text-ink",
  role: "text-sm font-semibold tracking-[0.08em] text-accent-ink uppercase",
  text: "mt-2 text-base text-ink-muted",
};

const designerLook: PersonCardLook = {
  card: "flex h-full items-start gap-5 p-6",
  photo: "size-20 shrink-0 rounded-full bg-sand object-cover",
  body: "flex flex-col gap-1",
  name: "text-xl text-ink",
  role: "text-sm font-semibold text-ink-muted",
  text: "mt-1 text-base text-ink-muted",
};
