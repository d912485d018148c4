// City landing pages (/city/{slug}): each city's own facts live in its file beside this one; this file
// gathers them and holds the sections and wording all cities share.
import { companyTexts, defaultCompanyDetails } from "../company";
import { settings } from "../settings";
import { citySlugs, type CitySlug } from "../paths";
import { cityText, savedCities } from "../site-content";
import type { CityContent } from "./city-content";
import { mumbai } from "./mumbai";
import { delhiNcr } from "./delhi-ncr";
import { bangalore } from "./bangalore";
import { chennai } from "./chennai";
import { pune } from "./pune";
import { hyderabad } from "./hyderabad";
import { kolkata } from "./kolkata";
import { ahmedabad } from "./ahmedabad";

export type {  CityContent,  } from "./city-content";
export type { CitySlug };

const budgetNote = "complete interiors, basic to premium finish";

export const cities: Readonly<Record<CitySlug, CityContent>> = {
  mumbai: mumbai,
  "delhi-ncr": delhiNcr,
  bangalore: bangalore,
  chennai: chennai,
  pune: pune,
  hyderabad: hyderabad,
  kolkata: kolkata,
  ahmedabad: ahmedabad,
};

export const cityBenefits = [
  "Personalised Designs",
  "20% Extra Storage",
  "Durable Modular Furniture",
] as const;

export const cityHappyCustomers = "15,000+";

/** Spec: the route parameter with its first letter capitalised, or "Your City" when absent. */
export function cityHeadingName(slug?: string): string {
  if (!slug) return "Your City";
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

export function cityHeroHeading(slug?: string): string {
  return `Best Home Interior Designers In ${cityHeadingName(slug)}`;
}

export const cityHeroCta = "Book Free Consultation";
export const meetDesignerLink = {
  label: "Meet Our Designer",
  href: "/Aboutus",
} as const;
export const cityBudgetNote = budgetNote;

/** Headings of the city page sections, in page order, for a city's display name; those with the name are the
 * server's too (site-content.json's texts), which writes an edited name into the page before it hydrates. */
export function citySectionHeadings(displayName: string) {
  return {
    benefits: cityText("cityBenefits", displayName, ""),
    local: cityText("cityLocal", displayName, ""),
    spaceSaving: "Space-Saving Designs",
    bedroom: "Bedroom Interiors",
    solutions: cityText("citySolutions", displayName, ""),
    budgets: cityText("cityBudgets", displayName, ""),
  } as const;
}

/** A city page as shown: its built content with an editor's texts over it; an added city is built on its base city. */
export type CityView = Omit<CityContent, "slug"> & {
  slug: string;
  base: CitySlug;
  added: boolean;
  /** The editor's centre text, shown instead of the built centres and their note. */
  centre?: string;
  /** The projects the editor chose, in order. */
  projectIds: readonly number[];
};

function isBuiltin(slug: string): slug is CitySlug {
  return (citySlugs as readonly string[]).includes(slug);
}

/** The slugs with a page: the eight built-in ones and those an editor added (read from the page). */
export function pageCitySlugs(): string[] {
  return [...citySlugs, ...savedCities().filter((c) => !isBuiltin(c.slug)).map((c) => c.slug)];
}

export function getCity(slug?: string): CityView | undefined {
  if (!slug) return undefined;
  const edit = savedCities().find((c) => c.slug === slug);
  const base = isBuiltin(slug) ? slug : edit && isBuiltin(edit.base) ? edit.base : undefined;
  if (!base) return undefined;
  const built = cities[base];
  const view: CityView = { ...built, slug, base, added: slug !== base, projectIds: [] };
  if (!edit) return view;
  return {
    ...view,
    displayName: edit.name,
    metaTitle: edit.metaTitle,
    metaDescription: edit.metaDescription,
    heroIntro: edit.heroIntro,
    typicalHomes: edit.typicalHomes,
    climate: edit.climate,
    localities: edit.localities,
    ...(edit.image ? { image: edit.image, imageAlt: edit.imageAlt ?? "" } : {}),
    centre: edit.centre || undefined,
    projectIds: edit.projects ?? [],
  };
}

export interface CityShared {
  howItWorks: {
    heading: string;
    intro: string;
    /** live: the text is the company's (the offer's warranty), rewritten by the server and followed after hydration. */
    steps: readonly { title: string; text: string; live?: "handoverWarranty" }[];
  };
  whyUs: {
    heading: string;
    intro: string;
    points: readonly { value: string; title: string; text: string; live?: "warrantyYears" }[];
  };
}

/** The two sections every city page shows after its own content. */
export const cityShared: CityShared = {
  howItWorks: {
    heading: "How We Design Your Home",
    intro:
      "The same careful process in every city, run by designers who live and work there.",
    steps: [
      {
        title: "Free consultation",
        text: "Tell us about your home and family at our experience centre, on a video call or at your site. No charge, no obligation.",
      },
      {
        title: "Measurement and 3D design",
        text: "A designer measures every wall, then shows you 3D views and an itemised quote. You change what you like until it feels right.",
      },
      {
        title: "Factory-made, checked twice",
        text: "Modular units are made in our factory and pass a 51 point quality checklist before they leave and again after installation.",
      },
      {
        title: "Installation and handover",
        text: companyTexts(defaultCompanyDetails).handoverWarranty,
        live: "handoverWarranty",
      },
    ],
  },
  whyUs: {
    heading: "Why Homeowners Choose Us",
    intro: `${cityHappyCustomers} happy customers have trusted ${settings.brandName} with their homes.`,
    points: [
      {
        value: cityHappyCustomers,
        title: "Happy customers",
        text: "Families across India who live in homes we designed and built.",
      },
      {
        value: "400+",
        title: "Designers",
        text: "In-house designers who know local homes, builders and weather.",
      },
      {
        value: "51 point",
        title: "Quality checklist",
        text: "Every module is inspected for finish, fit, hardware and edge sealing.",
      },
      {
        value: companyTexts(defaultCompanyDetails).warrantyYears,
        live: "warrantyYears",
        title: "Warranty on modular",
        text: "In writing, on the carcass and the hardware we fit, not just on paper.",
      },
    ],
  },
};
