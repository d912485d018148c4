// The one list of pre-rendered paths and URL spellings (spec section 2).

/** Gallery types as they appear in /design-gallery/{type}; the slugs of contract.json, spelled out for their literal type (lib/contract.test.ts checks). */
export const galleryTypes = [
  "Modular-Kitchen-Designs",
  "Wardrobe-Designs",
  "Bedroom-Designs",
  "Living-Room-Designs",
  "Dining-Room-Designs",
  "Home-Office-Designs",
  "Kids-Bedroom-Designs",
  "Bathroom-Designs",
  "1BHK-Designs",
  "2BHK-Designs",
  "3BHK-Designs",
] as const;

/** City slugs as they appear in /city/{slug}. */
export const citySlugs = [
  "mumbai",
  "delhi-ncr",
  "bangalore",
  "chennai",
  "pune",
  "hyderabad",
  "kolkata",
  "ahmedabad",
] as const;
export type CitySlug = (typeof citySlugs)[number];

/** Blog slugs as they appear in /blogs/{slug}, in the spec's order. */
export const blogSlugs = [
  "fashionable-wardrobe-designs-2025",
  "future-of-interiors-2025",
  "latest-design-articles-2025",
  "modern-kitchen-design-trends-2025",
] as const;

/** The four guides, path and readable name. */
export const guides = [
  { path: "/Guides/Design-Tips", name: "Design Tips" },
  { path: "/Guides/Space-Planning", name: "Space Planning" },
  { path: "/Guides/Color-Scheme", name: "Color Scheme" },
  { path: "/Guides/Budget-Planning", name: "Budget Planning" },
] as const;

/** Every route without a parameter, spelled exactly as the spec spells it. */
export const staticRoutes = [
  "/",
  "/get-free-estimate",
  "/recent-projects",
  "/reviews",
  "/site-service",
  "/360-views",
  "/demo-360",
  "/faqs",
  ...guides.map((g) => g.path),
  "/blogs",
  "/Aboutus",
  "/Contactus",
  "/terms-and-condition",
  "/policy",
  "/your-data",
] as const;

/** Every path rendered to HTML at build time. */
export function allRoutes(): string[] {
  return [
    ...staticRoutes,
    ...galleryTypes.map((t) => `/design-gallery/${t}`),
    ...citySlugs.map((s) => `/city/${s}`),
    ...blogSlugs.map((s) => `/blogs/${s}`),
  ];
}

/** Every page built to HTML: the routes above and "/appointment", the page a booking's signed link opens (noindex, out of the sitemap). */
export function prerenderedRoutes(): string[] {
  return [...allRoutes(), "/appointment"];
}

/** "Modular-Kitchen-Designs" → "Modular Kitchen Designs". */
export function galleryTypeName(type: string): string {
  return type.replace(/-/g, " ");
}

const cityNames: Record<CitySlug, string> = {
  mumbai: "Mumbai",
  "delhi-ncr": "Delhi NCR",
  bangalore: "Bangalore",
  chennai: "Chennai",
  pune: "Pune",
  hyderabad: "Hyderabad",
  kolkata: "Kolkata",
  ahmedabad: "Ahmedabad",
};

/** Readable city name for menus ("delhi-ncr" → "Delhi NCR"). */
export function cityName(slug: CitySlug): string {
  return cityNames[slug];
}
