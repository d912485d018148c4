import { Quote } from "lucide-react";
import { Card } from "./card";
import { Stars } from "./stars";
import { LazyImg } from "./lazy-img";
import type { Testimonial } from "~/content/testimonials";

/** The classes of a testimonial card's parts: the home page shows it smaller than the reviews page. */
export interface TestimonialLook {
  /** Card's standard padding, or false where `card` sets its own. */
  padded: boolean;
  card: string;
  top: string;
  stars: "sm" | "md";
  quote: string;
  words: string;
  caption: string;
  photo: string;
}

/** One customer's words, their star rating and who they are (`place`: where they live and what we did). */
export function TestimonialCard({ testimonial, place, look }: { testimonial: Testimonial; place: string; look: TestimonialLook }) {
  const { customer } = testimonial;
  return (
    <Card as="figure" padded={look.padded} className={look.card}>
      <div className={look.top}>
        <Stars rating={testimonial.rating} size={look.stars} live="stars" />
        <Quote aria-hidden="true" className={look.quote} />
      </div>
      <blockquote className={look.words}>
        <p data-live-field="text">{testimonial.text}</p>
      </blockquote>
      <figcaption className={look.caption}>
        <LazyImg data-live-field="photo" src={customer.image} alt="" width={480} height={480} className={look.photo} />
        <span className="flex flex-col">
          <span className="font-semibold text-ink" data-live-field="name">
            {customer.name}
          </span>
          <span className="text-sm text-ink-muted" data-live-field="place">
            {place}
          </span>
        </span>
      </figcaption>
    </Card>
  );
}
