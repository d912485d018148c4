import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { TestimonialCard, type TestimonialLook } from "~/components/ui/testimonial-card";
import { reviewSummary, reviewSummaryLabels, reviewsMeta, testimonials } from "~/content/testimonials";
import { savedReviews } from "~/content/site-content";
import { ReviewSummary } from "~/features/reviews/review-summary";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: reviewsMeta.title,
    description: reviewsMeta.description,
    path: "/reviews",
  });

const figures = (Object.keys(reviewSummary) as Array<keyof typeof reviewSummary>).map((k) => ({
  value: reviewSummary[k],
  label: reviewSummaryLabels[k],
  live: `reviewFigures.${k}` as const,
}));

export default function ReviewsPage() {
  return (
    <>
      <PageHeader eyebrow="Reviews" title={reviewsMeta.heading} intro={reviewsMeta.intro}>
        <div className="w-full">
          <ReviewSummary figures={figures} />
        </div>
      </PageHeader>
      <section aria-labelledby="reviews-list" className="section-y">
        <Container>
          <h2 id="reviews-list" className="sr-only">
            Testimonials
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:gap-8 xl:grid-cols-3" data-live-list="reviews">
            {(savedReviews() ?? testimonials).map((t) => (
              <li key={t.id}>
                <TestimonialCard testimonial={t} place={`${t.customer.location} · ${t.project}`} look={reviewsLook} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}

const reviewsLook: TestimonialLook = {
  padded: true,
  card: "flex h-full flex-col gap-5",
  top: "flex items-center justify-between gap-4",
  stars: "md",
  quote: "size-7 fill-clay-soft text-clay",
  words: "flex-1 text-base leading-relaxed text-ink",
  caption: "flex items-center gap-4 border-t border-line/60 pt-5",
  photo: "size-14 shrink-0 rounded-full bg-sand object-cover",
};
