import { PhoneAndEmail } from "~/components/shell/phone-and-email";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { faqCategories, faqsMeta } from "~/content/faqs";
import { savedFaqs } from "~/content/site-content";
import { FaqAccordion } from "~/features/faq-accordion/faq-accordion";
import { faqPageJsonLd } from "~/features/faq-accordion/faq-json-ld";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faqs";

/** The editor's FAQs when saved (read from the page before hydration), else the built ones. */
const currentFaqs = () => savedFaqs() ?? faqCategories;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: faqsMeta.title,
    description: faqsMeta.description,
    path: "/faqs",
    jsonLd: faqPageJsonLd(currentFaqs().flatMap((c) => c.faqs)),
  });

export default function FaqsPage() {
  const categories = currentFaqs();
  return (
    <>
      <PageHeader eyebrow="FAQs" title={faqsMeta.heading} intro={faqsMeta.intro} />
      <section className="section-y">
        <Container className="grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-16">
          <nav aria-label="FAQ topics" className="hidden lg:block">
            <ul className="sticky top-[calc(var(--shell-header-height)+2rem)] flex flex-col gap-1" data-live-list="faq-topics">
              {categories.map((c) => (
                <li key={c.id}>
                  <a href={`#${c.id}`} data-live-field="topic" className="flex min-h-11 items-center rounded-pill px-4 text-base font-semibold text-ink-muted no-underline hover:bg-limewash hover:text-ink">
                    {c.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex max-w-3xl flex-col gap-14">
            {/* The server writes the editor's topics here before any JavaScript (internal/sitepages/faq_topics.go). */}
            <div className="contents" data-live-list="faq-sections">
              {categories.map((c) => (
                <section key={c.id} aria-labelledby={c.id} data-live-field="section" className="flex flex-col gap-5">
                  <h2 id={c.id} data-live-field="topic" className="text-2xl text-ink sm:text-3xl">
                    {c.title}
                  </h2>
                  <FaqAccordion items={c.faqs} idPrefix={c.id} />
                </section>
              ))}
            </div>
            <aside className="flex flex-col gap-5 rounded-card bg-limewash p-6 sm:p-8">
              <h2 className="text-2xl text-ink">Still have a question?</h2>
              <p className="text-base text-ink-muted">Talk to a designer. The first consultation is free and does not commit you to anything.</p>
              <div className="flex flex-wrap gap-3">
                <ButtonLink to="/get-free-estimate">Get Free Estimate</ButtonLink>
                <PhoneAndEmail className="inline-flex min-h-11 items-center gap-2 rounded-pill bg-white px-5 text-sm font-semibold text-ink no-underline shadow-soft hover:bg-ivory" iconClassName="size-4" />
              </div>
            </aside>
          </div>
        </Container>
      </section>
    </>
  );
}
