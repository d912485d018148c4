import { describe, expect, it } from "vitest";
import { allRoutes, blogSlugs, citySlugs, galleryTypeName, galleryTypes, staticRoutes } from "./paths";

describe("paths", () => {
  it("lists the spec's slugs", () => {
    expect(galleryTypes).toHaveLength(11);
    expect(citySlugs).toHaveLength(8);
    expect(blogSlugs).toHaveLength(4);
  });

  it("spells the city slugs in the spec's words and order", () => {
    expect(citySlugs.join(", ")).toBe("mumbai, delhi-ncr, bangalore, chennai, pune, hyderabad, kolkata, ahmedabad");
  });

  it("enumerates every pre-rendered path once", () => {
    const routes = allRoutes();
    expect(routes).toHaveLength(staticRoutes.length + 11 + 8 + 4);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain("/Guides/Design-Tips");
    expect(routes).toContain("/design-gallery/1BHK-Designs");
    expect(routes).toContain("/city/delhi-ncr");
    expect(routes).toContain("/blogs/modern-kitchen-design-trends-2025");
  });

  it("never pre-renders the back-office", () => {
    expect(allRoutes().filter((p) => p === "/admin" || p.startsWith("/admin/"))).toEqual([]);
  });

  it("names gallery types readably", () => {
    expect(galleryTypeName("Kids-Bedroom-Designs")).toBe("Kids Bedroom Designs");
  });
});
