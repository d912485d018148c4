// The reviews, FAQs and city pages the editor edits (issue 27). Pages are pre-rendered with the built-in ones;
// while an editor's lists are saved, the server writes them into every page and puts them in the page's head as a
// JSON block (internal/sitepages/site_content_pages.go). These readers take them from there before React hydrates,
// so React renders what the HTML already shows; without the block they answer undefined and the built content stays.
import config from "./site-content.json";
import type { Testimonial } from "./testimonials";
import type { FaqCategory } from "./faqs";

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
