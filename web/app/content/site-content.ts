// The reviews, FAQs and city pages the editor edits (issue 27). Pages are pre-rendered with the built-in ones;
// while an editor's lists are saved, the server writes them into every page and puts them in the page's head as a
// JSON block (internal/sitepages/site_content_pages.go). These readers take them from there before React hydrates,
// so React renders what the HTML already shows; without the block they answer undefined and the built content stays.
import config from "./site-content.json";
import type { Testimonial } from "./testimonials";
import type { FaqCategory } from "./faqs";
import type { CatalogImage } from "~/lib/media";

export const siteContentConfig = config;

/** A built-in city page as edited, or a page of its own built on the built-in city `base`. */
export interface CityPageEdit {
  slug: string;
  base: string;
  name: string;
  metaTitle: string;
  metaDescription: string;
  heroIntro: string;
  typicalHomes: string;
  climate: string;
  localities: string[];
  /** The published projects the page shows, in order; none: no projects section, as built. */
  projects?: number[];
  /** The hero photo and its alt text; empty keeps the built (or base city's) picture. */
  image?: string;
  imageAlt?: string;
  /** The experience centre's name and address; empty keeps the built (or base city's) centres. */
  centre?: string;
}

/** What a city page shows of one of its projects (internal/sitepages cityProject). */
export interface CityProject {
  id: number;
  name: string;
  designer: string;
  location: string;
  image?: CatalogImage;
}

interface SiteContentBlock {
  reviews?: Testimonial[];
  faqs?: FaqCategory[];
  cities?: CityPageEdit[];
}

let current: SiteContentBlock | undefined;

function block(): SiteContentBlock {
  if (current) return current;
  current = {};
  if (typeof document !== "undefined") {
    const text = document.getElementById(config.dataId)?.textContent;
    if (text) {
      try {
        current = JSON.parse(text) as SiteContentBlock;
      } catch {
        // A broken block leaves the built content, which the HTML then shows too.
      }
    }
  }
  return current;
}

/** The editor's reviews in order (hidden ones left out), or undefined while the built-in ones stand. */
export function savedReviews(): readonly Testimonial[] | undefined {
  return block().reviews;
}

/** The editor's FAQs, or undefined while the built-in ones stand. */
export function savedFaqs(): readonly FaqCategory[] | undefined {
  return block().faqs;
}

/** The edited and added city pages. */
export function savedCities(): readonly CityPageEdit[] {
  return block().cities ?? [];
}

/** The text template name filled for a city (site-content.json "texts", as internal/sitecontent.CityTexts). */
export function cityText(key: keyof typeof config.texts, name: string, heading: string): string {
  return config.texts[key].replaceAll("{name}", name).replaceAll("{heading}", heading);
}

/** The projects the server put in this page for the city slug, or undefined (another city's page, or none chosen). */
export function servedCityProjects(slug: string): CityProject[] | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(config.cityProjectsDataId)?.textContent;
  if (!text) return undefined;
  try {
    const served = JSON.parse(text) as { slug?: string; projects?: CityProject[] };
    return served.slug === slug ? served.projects : undefined;
  } catch {
    return undefined;
  }
}
