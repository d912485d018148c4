import { Quote } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Stars } from "~/components/ui/stars";
import { LazyImg } from "~/components/ui/lazy-img";
import type { Testimonial } from "~/content/testimonials";

/** One customer's words, their star rating and who they are. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { customer } = testimonial;
  return (
    <Card as="figure" className="flex h-full flex-col gap-5">
      <div className="flex items-center justify-between gap-4">
        <Stars rating={testimonial.rating} live="stars" />
        <Quote aria-hidden="true" className="size-7 fill-clay-soft text-clay" />
      </div>
      <blockquote className="flex-1 text-base leading-relaxed text-ink">
        <p data-live-field="text">{testimonial.text}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4 border-t border-line/60 pt-5">
        <LazyImg data-live-field="photo" src={customer.image} alt="" width={480} height={480} className="size-14 shrink-0 rounded-full bg-sand object-cover" />
        <span className="flex flex-col">
          <span className="font-semibold text-ink" data-live-field="name">
            {customer.name}
          </span>
          <span className="text-sm text-ink-muted" data-live-field="place">
            {`${customer.location} · ${testimonial.project}`}
          </span>
        </span>
      </figcaption>
    </Card>
  );
}
