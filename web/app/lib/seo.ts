import type { MetaDescriptor } from "react-router";
import { companyDetails } from "~/content/company";
import { settings } from "~/content/settings";

/** Origin baked into pre-rendered pages; the Go server rewrites it to SITE_URL. */
const BUILD_ORIGIN = "https://www.nivaas.example";

/**
 * Origin of canonical and social URLs. In the browser it is the one the server wrote into the page,
 * so hydration keeps one canonical link instead of adding a second one on the build origin.
 */
export const SITE_ORIGIN = servedOrigin() ?? BUILD_ORIGIN;

function servedOrigin(): string | null {
  if (typeof document === "undefined") return null;
  const href =
    document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ||
    document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    return href ? new URL(href).origin : null;
  } catch {
    return null;
  }
}

/** Social image used when a page has none of its own. */
const DEFAULT_IMAGE = "/art/hero/slide-1.svg";

export type JsonLd = Record<string, unknown>;

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path as served, starting with "/". */
  path: string;
  /** Absolute URL or site path of the social image. */
  image?: string;
  type?: "website" | "article";
  jsonLd?: JsonLd | JsonLd[];
}

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return SITE_ORIGIN + (pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`);
}

/** "Reviews" → "Reviews | Nivaas Interiors"; a title already naming the brand is kept. */
export function fullTitle(title: string): string {
  return title.includes(settings.brandName) ? title : `${title} | ${settings.brandName}`;
}

/** Meta descriptors for a route's `meta` export: title, description, canonical, social tags, JSON-LD. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = fullTitle(input.title);
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? DEFAULT_IMAGE);
  const ld = input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: settings.brandName },
    { property: "og:locale", content: "en_IN" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    ...ld.map((data) => ({ "script:ld+json": data })),
  ];
}

/** The company as structured data, emitted once on every page by the root layout. */
export function organizationJsonLd(): JsonLd {
  const d = companyDetails(); // the owner's current contact, as the server writes it into the page (internal/sitepages)
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${SITE_ORIGIN}/#organization`,
    name: settings.brandName,
    url: `${SITE_ORIGIN}/`,
    logo: `${SITE_ORIGIN}/favicon.svg`,
    image: absoluteUrl(DEFAULT_IMAGE),
    telephone: d.phone,
    email: d.infoEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: d.officeAddress,
      addressCountry: "IN",
    },
    areaServed: settings.experienceCentres.map((name) => ({ "@type": "City", name })),
    sameAs: [d.social.facebook, d.social.youtube, d.social.instagram, d.social.twitter, d.social.linkedin],
  };
}

/** Meta for the not-found page: a clear title and no indexing. */
export function notFoundMeta(title = "Page not found"): MetaDescriptor[] {
  return [
    { title: fullTitle(title) },
    { name: "description", content: "This page does not exist. Browse our designs or ask for a free estimate." },
    { name: "robots", content: "noindex" },
  ];
}

export interface Crumb {
  name: string;
  /** Site path, starting with "/". */
  path: string;
}

/** BreadcrumbList structured data, e.g. Home › Blogs › an article; the last crumb is the page itself. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
