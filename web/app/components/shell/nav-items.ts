import { cityName, citySlugs, galleryTypes, guides } from "~/content/paths";
import { savedCities } from "~/content/site-content";

interface NavLinkItem {
  kind: "link";
  to: string;
  label: string;
  badge?: string;
}

export interface NavGroupItem {
  kind: "group";
  label: string;
  links: Array<{ to: string; label: string }>;
  /** Two columns in the desktop menu. */
  wide?: boolean;
  /** The list the server writes again when an editor adds a city page (internal/sitepages). */
  live?: "cities";
}

export type NavItem = NavLinkItem | NavGroupItem;

/** "Modular-Kitchen-Designs" → "Modular Kitchen"; the group title already says Designs. */
function galleryMenuLabel(type: string): string {
  return type.replace(/-Designs$/, "").replace(/-/g, " ");
}

export const designLinks = galleryTypes.map((t) => ({ to: `/design-gallery/${t}`, label: galleryMenuLabel(t) }));
export const guideLinks = guides.map((g) => ({ to: g.path, label: g.name }));
/** The eight built-in city pages, then those an editor added (read from the page before hydration). */
export const cityLinks = [
  ...citySlugs.map((s) => ({ to: `/city/${s}`, label: cityName(s) })),
  ...savedCities()
    .filter((c) => !(citySlugs as readonly string[]).includes(c.slug))
    .map((c) => ({ to: `/city/${c.slug}`, label: c.name })),
];
/** The site's single pages as the menus and the footer name them. */
export const pages = {
  about: { to: "/Aboutus", label: "About Us" },
  recentProjects: { to: "/recent-projects", label: "Recent Projects" },
  reviews: { to: "/reviews", label: "Reviews" },
  siteServices: { to: "/site-service", label: "Site Services" },
  homeTours: { to: "/demo-360", label: "3D Home Tours" },
  faqs: { to: "/faqs", label: "FAQs" },
  contact: { to: "/Contactus", label: "Contact Us" },
  terms: { to: "/terms-and-condition", label: "Terms & Conditions" },
  privacy: { to: "/policy", label: "Privacy Policy" },
};
const moreLinks = [pages.about, pages.faqs, pages.contact, pages.homeTours, pages.terms, pages.privacy];

/** The main menu, in the spec's order (section 2, Global layout). */
export const mainNav: NavItem[] = [
  { kind: "group", label: "Design Gallery", links: designLinks, wide: designLinks.length > 8 },
  { kind: "link", ...pages.recentProjects },
  { kind: "link", ...pages.reviews },
  { kind: "link", ...pages.siteServices },
  { kind: "link", to: "/360-views", label: "360 View", badge: "New" },
  { kind: "group", label: "Guides", links: guideLinks },
  { kind: "link", to: "/blogs", label: "Blogs" },
  { kind: "group", label: "Cities", links: cityLinks, live: "cities" },
  { kind: "group", label: "More", links: moreLinks },
];

/** The mobile quick-link strip (spec section 2). */
export const quickLinks = [
  { to: "/design-gallery/Modular-Kitchen-Designs", label: "Modular Kitchen" },
  { to: "/design-gallery/Wardrobe-Designs", label: "Wardrobe Designs" },
  { to: "/design-gallery/Living-Room-Designs", label: "Living Room Interiors" },
  { to: "/reviews", label: "Reviews" },
  { to: "/Contactus", label: "Contact" },
];
