import { getCity, pageCitySlugs } from "~/content/cities";
import { citySlugs } from "~/content/paths";
import { CityPage } from "~/features/city-page/city-page";
import { oneOf } from "~/lib/not-found";
import { cityText, servedCityProjects } from "~/content/site-content";
import { cityProjects } from "~/features/city-page/api";
import { breadcrumbJsonLd, notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/city";

// Runs at build time for the pre-rendered cities.
export function loader({ params }: Route.LoaderArgs) {
  return { slug: oneOf(citySlugs, params.slug) };
}

// Runs on client navigation and in the SPA fallback: an unknown city becomes our 404 page. A page served
// complete carries its projects; another city's chosen projects are fetched (published ones, in the editor's order).
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const slug = oneOf(pageCitySlugs(), params.slug);
  const ids = getCity(slug)?.projectIds ?? [];
  if (ids.length === 0 || servedCityProjects(slug)) return { slug };
  return { slug, projects: await cityProjects(ids).catch(() => []) };
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
  const projects = ("projects" in loaderData ? loaderData.projects : undefined) ?? servedCityProjects(city.slug) ?? [];
  return <CityPage city={city} projects={projects} />;
}
