import { PageHeader } from "~/components/ui/page-header";
import { cityName, citySlugs } from "~/content/paths";
import { oneOf } from "~/lib/not-found";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/city";

// Runs at build time for the pre-rendered cities.
export function loader({ params }: Route.LoaderArgs) {
  return { slug: oneOf(citySlugs, params.slug) };
}

// Runs on client navigation and in the SPA fallback: an unknown city becomes our 404 page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { slug: oneOf(citySlugs, params.slug) };
}

/** The spec's heading city: the route parameter with its first letter capitalised, or "Your City". */
function headingCity(slug: string | undefined): string {
  return slug ? slug.charAt(0).toUpperCase() + slug.slice(1) : "Your City";
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const name = cityName(loaderData.slug);
  return pageMeta({
    title: `Best Home Interior Designers in ${name}`,
    description: `Personalised home interiors in ${name} with 20% extra storage and durable modular furniture. 15,000+ happy customers. Book a free consultation.`,
    path: `/city/${loaderData.slug}`,
  });
};

export default function CityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageHeader
      title={`Best Home Interior Designers In ${headingCity(loaderData.slug)}`}
      intro="Personalised designs, 20% extra storage and durable modular furniture, from designers who know your city."
    />
  );
}
