import { getCity, pageCitySlugs } from "~/content/cities";
import { citySlugs } from "~/content/paths";
import { CityPage } from "~/features/city-page/city-page";
import { oneOf } from "~/lib/not-found";
import { cityText } from "~/content/site-content";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/city";

// Runs at build time for the pre-rendered cities.
export function loader({ params }: Route.LoaderArgs) {
  return { slug: oneOf(citySlugs, params.slug) };
}

// Runs on client navigation and in the SPA fallback: an unknown city becomes our 404 page.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { slug: oneOf(pageCitySlugs(), params.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const city = getCity(loaderData?.slug);
  if (!city) return notFoundMeta();
  const path = `/city/${city.slug}`;
  return pageMeta({
    title: city.metaTitle,
    description: city.metaDescription,
    path,
    image: city.image,
    jsonLd: breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: cityText("cityCrumb", city.displayName, ""), path },
    ]),
  });
};

export default function CityRoute({ loaderData }: Route.ComponentProps) {
  const city = getCity(loaderData.slug);
  // The loader only lets known slugs through; this keeps the types honest.
  if (!city) throw new Error(`no content for city ${loaderData.slug}`);
  return <CityPage city={city} />;
}
