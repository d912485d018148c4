import { PageHeader } from "~/components/ui/page-header";
import { galleryTypeName, galleryTypes } from "~/content/paths";
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
  const name = galleryTypeName(loaderData.type);
  return (
    <PageHeader
      title={name}
      intro={`Browse ${name.toLowerCase()} in Normal, Luxury and Ultra Premium finishes, and get a quote for the one you love.`}
    />
  );
}
