import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/section-heading";
import { monthlyIdeasSubscribe } from "~/content/guides/design-tips";
import { guides } from "~/content/paths";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";

export interface GuideMetaInput {
  path: (typeof guides)[number]["path"];
  title: string;
  description: string;
  image?: string;
}

/** Meta of a guide page: the usual tags plus a Home › Guide breadcrumb. */
export function guideMeta({ path, title, description, image }: GuideMetaInput) {
  const name = guides.find((g) => g.path === path)?.name ?? title;
  return pageMeta({
    title,
    description,
    path,
    image,
    jsonLd: breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: `${name} Guide`, path },
    ]),
  });
}

export interface GuideHeroProps {
  path: GuideMetaInput["path"];
  heading: string;
  text: string;
  children?: ReactNode;
}

/** The opening band of a guide: breadcrumb, the page's one h1 and its promise. */
export function GuideHero({ path, heading, text, children }: GuideHeroProps) {
  const name = guides.find((g) => g.path === path)?.name;
  return (
    <header className="relative overflow-hidden bg-limewash">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-80 rounded-full bg-brass-soft opacity-70 blur-2xl" />
      <Container className="relative flex flex-col gap-5 py-14 sm:py-20">
        <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to="/" className="hover:text-ink hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>Guides</li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-ink">
              {name}
            </li>
          </ol>
        </nav>
        <Eyebrow>{name} Guide</Eyebrow>
        <h1 className="max-w-3xl text-display">{heading}</h1>
        <p className="max-w-2xl text-lg text-ink-muted">{text}</p>
        {children}
      </Container>
    </header>
  );
}

/** Links to the three other guides, closing each guide page. */
export function MoreGuides({ current }: { current: GuideMetaInput["path"] }) {
  return (
    <nav aria-labelledby="more-guides" className="bg-limewash">
      <Container className="section-y flex flex-col gap-6">
        <h2 id="more-guides" className="text-title">
          More Guides
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {guides
            .filter((g) => g.path !== current)
            .map((g) => (
              <li key={g.path}>
                <Link
                  to={g.path}
                  className="group flex min-h-20 items-center justify-between gap-4 rounded-card bg-white p-6 font-display text-xl shadow-soft transition-shadow hover:shadow-lift"
                >
                  {g.name}
                  <ArrowRight aria-hidden="true" className="size-5 text-accent-ink transition-transform group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
        </ul>
      </Container>
    </nav>
  );
}

interface SubscribeBandProps {
  heading: string;
  text: string;
  /** The newsletter form, passed in by the route (features do not import each other). */
  form: ReactNode;
}

/** The close of the two guides with a newsletter form: the monthly-ideas band, then the other guides. */
export function SubscribeAndMoreGuides({ current, form }: { current: GuideMetaInput["path"]; form: ReactNode }) {
  return (
    <>
      <SubscribeBand heading={monthlyIdeasSubscribe.heading} text={monthlyIdeasSubscribe.text} form={form} />
      <MoreGuides current={current} />
    </>
  );
}

/** The monthly-ideas band with its e-mail form. */
function SubscribeBand({ heading, text, form }: SubscribeBandProps) {
  return (
    <section aria-labelledby="subscribe-heading">
      <Container className="section-y">
        <div className="flex flex-col gap-6 rounded-card bg-sage-soft p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between lg:gap-12">
          <div className="flex max-w-xl flex-col gap-3">
            <h2 id="subscribe-heading" className="text-title text-sage-ink">
              {heading}
            </h2>
            <p className="text-lg text-ink-muted">{text}</p>
          </div>
          <div className="w-full lg:max-w-md">{form}</div>
        </div>
      </Container>
    </section>
  );
}
