import { describe, expect, it } from "vitest";
import { settings } from "~/content/settings";
import { absoluteUrl, fullTitle, organizationJsonLd, pageMeta, SITE_ORIGIN } from "./seo";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Reviews",
    description: "What homeowners say.",
    path: "/reviews",
    jsonLd: { "@type": "WebPage" },
  });

  it("adds the brand to the title once", () => {
    expect(meta).toContainEqual({ title: `Reviews | ${settings.brandName}` });
    expect(fullTitle(`Home | ${settings.brandName}`)).toBe(`Home | ${settings.brandName}`);
  });

  it("links the canonical URL on the build origin", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_ORIGIN}/reviews` });
    expect(meta).toContainEqual({ property: "og:url", content: `${SITE_ORIGIN}/reviews` });
  });

  it("describes the page for search and social cards", () => {
    expect(meta).toContainEqual({ name: "description", content: "What homeowners say." });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ property: "og:image", content: `${SITE_ORIGIN}/art/hero/slide-1.svg` });
  });

  it("emits each JSON-LD object as a script descriptor", () => {
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "WebPage" } });
    const many = pageMeta({ title: "x", description: "y", path: "/", jsonLd: [{ a: 1 }, { b: 2 }] });
    expect(many.filter((m) => "script:ld+json" in m)).toHaveLength(2);
  });

  it("keeps absolute image URLs and makes paths absolute", () => {
    expect(absoluteUrl("https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
    expect(absoluteUrl("art/x.svg")).toBe(`${SITE_ORIGIN}/art/x.svg`);
    const article = pageMeta({ title: "t", description: "d", path: "/blogs/a", image: "/art/blog/a.svg", type: "article" });
    expect(article).toContainEqual({ property: "og:type", content: "article" });
    expect(article).toContainEqual({ name: "twitter:image", content: `${SITE_ORIGIN}/art/blog/a.svg` });
  });
});

describe("organizationJsonLd", () => {
  it("describes the company from settings", () => {
    const org = organizationJsonLd();
    expect(org["@type"]).toBe("HomeAndConstructionBusiness");
    expect(org.name).toBe(settings.brandName);
    expect(org.telephone).toBe(settings.phone);
    expect(org.sameAs).toHaveLength(5);
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 with absolute URLs on the build origin", async () => {
    const { breadcrumbJsonLd } = await import("./seo");
    expect(breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Blogs", path: "/blogs" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Blogs", item: `${SITE_ORIGIN}/blogs` },
      ],
    });
  });
});
