import { TestimonialCard, type TestimonialLook } from "~/components/ui/testimonial-card";
import type { Testimonial } from "~/content/testimonials";
import { LinkedSection } from "./linked-section";

/** Customer words with their rating. */
export function Testimonials({ heading, items }: { heading: string; items: readonly Testimonial[] }) {
  return (
    <LinkedSection id="testimonials-heading" eyebrow="Reviews" title={heading} link={{ to: "/reviews", label: "Read all reviews" }}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-live-list="reviews">
        {items.map((t) => (
          <li key={t.id}>
            <TestimonialCard testimonial={t} place={`${t.project}, ${t.customer.location}`} look={homeLook} />
          </li>
        ))}
      </ul>
    </LinkedSection>
  );
}

const homeLook: TestimonialLook = {
  padded: false,
  card: "flex h-full flex-col gap-4 p-7",
  top: "flex items-center justify-between",
  stars: "sm",
  quote: "size-6 text-sand",
  words: "flex-1 text-base text-ink",
  caption: "flex items-center gap-3 pt-2",
  photo: "size-12 rounded-full bg-sand object-cover",
};
