import { useEffect } from "react";
import { awards, claims, consultationCta, deliveredHomes, heroSlides, homeMeta, homeSectionHeadings, howItWorks, suppliers } from "~/content/home";
import { blogPosts } from "~/content/blog";
import { designers, founders, teamSections } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { captureLanding } from "~/lib/attribution";
import { savedReviews } from "~/content/site-content";
import { ConsultationButton } from "~/features/consultation-modal/consultation-button";
import { ConsultationHost } from "~/features/consultation-modal/consultation-host";
import { Hero } from "~/features/hero-carousel/hero";
import { Awards, Suppliers } from "~/features/home-sections/badges";
import { BlogTeaser, type BlogTeaserPost } from "~/features/home-sections/blog-teaser";
import { Claims } from "~/features/home-sections/claims";
import { DeliveredHomes } from "~/features/home-sections/delivered-homes";
import { HowItWorks } from "~/features/home-sections/how-it-works";
import { Designers, Founders } from "~/features/home-sections/people";
import { Promotion } from "~/features/home-sections/promotion";
import { Testimonials } from "~/features/home-sections/testimonials";
import { OfferDeadlineText } from "~/features/offer-deadline/offer-deadline-text";
import { PickATimeDialogHost } from "~/features/appointment-booking/pick-a-time-dialog-host";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/**
 * Runs at build time only. The below-the-fold content travels as data in the HTML,
 * so the page's JavaScript carries components, not copy (the 150 KB budget).
 */
export function loader() {
  const posts: BlogTeaserPost[] = blogPosts.map(({ slug, title, category, date, isoDate, image, imageAlt, excerpt }) => ({
    slug,
    title,
    category,
    date,
    isoDate,
    image,
    imageAlt,
    excerpt,
  }));
  return { posts, howItWorks, deliveredHomes, suppliers, awards, designers, founders, teamSections, testimonials, headings: homeSectionHeadings };
}

export const meta: Route.MetaFunction = () => pageMeta({ title: homeMeta.title, description: homeMeta.description, path: "/" });

// No links() preload for the first slide: React already preloads an <img>
// with fetchPriority="high", and a second identical preload only adds bytes.

export default function HomePage({ loaderData: d }: Route.ComponentProps) {
  useEffect(() => void captureLanding(), []);
  return (
    <>
      <Hero slides={heroSlides} eyebrow="Home interiors, made for you" cta={<ConsultationButton>{consultationCta}</ConsultationButton>} />
      <Claims claims={claims} />
      <Promotion
        deadline={<OfferDeadlineText />}
        cta={<ConsultationButton>{consultationCta}</ConsultationButton>}
      />
      <HowItWorks heading={d.howItWorks.heading} intro={d.howItWorks.intro} steps={d.howItWorks.steps} />
      <DeliveredHomes heading={d.deliveredHomes.heading} intro={d.deliveredHomes.intro} homes={d.deliveredHomes.homes} />
      <Suppliers heading={d.suppliers.heading} intro={d.suppliers.intro} items={d.suppliers.items} />
      <Designers heading={d.teamSections.designers.heading} text={d.teamSections.designers.text} designers={d.designers} />
      <Founders heading={d.teamSections.founders.heading} text={d.teamSections.founders.text} founders={d.founders} />
      <BlogTeaser heading={d.headings.blog} posts={d.posts} />
      <Awards heading={d.awards.heading} intro={d.awards.intro} items={d.awards.items} />
      <Testimonials heading={d.headings.testimonials} items={savedReviews() ?? d.testimonials} />
      <ConsultationHost autoOpen />
      <PickATimeDialogHost />
    </>
  );
}
