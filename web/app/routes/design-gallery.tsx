import { useState } from "react";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { galleryTypeName, galleryTypes } from "~/content/paths";
import type { DesignType } from "~/features/gallery/api";
import { CategoryBar } from "~/features/gallery/category-bar";
import { FirstDesignFrame, GalleryList, GalleryStatus } from "~/features/gallery/gallery-list";
import { TierSelector } from "~/features/gallery/tier-selector";
import { useDesigns } from "~/features/gallery/use-designs";
import { LoadMoreButton } from "~/features/paging/load-more-button";
import { usePaging } from "~/features/paging/use-paging";
import { VideoToggle } from "~/features/video-embed/video-toggle";
import { oneOf } from "~/lib/not-found";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/design-gallery";

// Runs at build time for the pre-rendered types.
export function loader({ params }: Route.LoaderArgs) {
  return { type: oneOf(galleryTypes, params.type) };
}

// Runs on client navigation and in the SPA fallback: an unknown type becomes our 404 page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { type: oneOf(galleryTypes, params.type) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const name = galleryTypeName(loaderData.type);
  return pageMeta({
    title: `${name}: Ideas in Normal, Luxury and Ultra Premium`,
    description: `Browse ${name.toLowerCase()} by our interior designers in Normal, Luxury and Ultra Premium finishes, and get a free quote for the one you love.`,
    path: `/design-gallery/${loaderData.type}`,
  });
};

export default function DesignGalleryRoute({ loaderData }: Route.ComponentProps) {
  const category = loaderData.type;
  // The heading and the empty text use the route parameter with dashes shown as spaces (spec section 2).
  const name = galleryTypeName(category);
  const [tier, setTier] = useState<DesignType>("Normal");
  const state = useDesigns(category, tier);
  const designs = state.status === "ready" ? state.designs : [];
  const resetKey = `${category}|${tier}|${state.status}`;
  const paging = usePaging(designs, resetKey);

  return (
    <>
      <PageHeader
        eyebrow="Design Gallery"
        title={name}
        intro={`Browse ${name.toLowerCase()} in Normal, Luxury and Ultra Premium finishes, and get a quote for the one you love.`}
      />
      <CategoryBar categories={galleryTypes} current={category} />
      <section aria-label={`${name} designs`} className="pt-10 pb-20 sm:pt-12 lg:pb-28">
        <Container>
          <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <TierSelector value={tier} onChange={setTier} />
            {/* Always there, a line high: the count arriving moves no photo, and a live region present from the start is announced. */}
            <p className="min-h-5 text-sm text-ink-muted" aria-live="polite">
              {state.status === "ready" && designs.length > 0 ? `Showing ${paging.visible.length} of ${designs.length} ${tier} designs` : null}
            </p>
          </div>
          {state.status === "loading" ? <FirstDesignFrame /> : null}
          <GalleryStatus
            loading={state.status === "loading"}
            emptyText={state.status === "ready" && designs.length === 0 ? `No ${name} designs available for this category.` : null}
          />
          {designs.length > 0 ? (
            <GalleryList designs={paging.visible} resetKey={resetKey} renderVideo={(d) => <VideoToggle url={d.ytUrl} title={d.title} />} />
          ) : null}
          {paging.hasMore ? <LoadMoreButton onClick={paging.loadMore} /> : null}
        </Container>
      </section>
    </>
  );
}
