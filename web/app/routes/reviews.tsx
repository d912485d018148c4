import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { reviewSummary, reviewSummaryLabels, reviewsMeta, testimonials } from "~/content/testimonials";
import { savedReviews } from "~/content/site-content";
import { ReviewSummary } from "~/features/reviews/review-summary";
import { TestimonialCard } from "~/features/reviews/testimonial-card";
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
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
