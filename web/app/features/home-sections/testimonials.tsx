import { Quote } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { Stars } from "~/components/ui/stars";
import { LazyImg } from "~/components/ui/lazy-img";
import type { Testimonial } from "~/content/testimonials";

/** Customer words with their rating. */
export function Testimonials({ heading, items }: { heading: string; items: readonly Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-heading" className="section-y">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="testimonials-heading" eyebrow="Reviews" title={heading} />
          <Link to="/reviews" className="inline-flex min-h-11 items-center font-semibold text-accent-ink underline-offset-4 hover:underline">
            Read all reviews
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-live-list="reviews">
          {items.map((t) => (
            <li key={t.id}>
              <Card as="figure" padded={false} className="flex h-full flex-col gap-4 p-7">
                <div className="flex items-center justify-between">
                  <Stars rating={t.rating} size="sm" live="stars" />
                  <Quote aria-hidden="true" className="size-6 text-sand" />
                </div>
                <blockquote className="flex-1 text-base text-ink">
                  <p data-live-field="text">{t.text}</p>
                </blockquote>
                <figcaption className="flex items-center gap-3 pt-2">
                  <LazyImg data-live-field="photo" src={t.customer.image} alt="" width={480} height={480} className="size-12 rounded-full bg-sand object-cover" />
                  <span className="flex flex-col">
                    <span className="font-semibold text-ink" data-live-field="name">
                      {t.customer.name}
                    </span>
                    <span className="text-sm text-ink-muted" data-live-field="place">
                      {`${t.project}, ${t.customer.location}`}
                    </span>
                  </span>
                </figcaption>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
