import * as icons from "lucide-react";
import { describe, expect, it } from "vitest";
import { settings } from "./settings";
import {
  comparison,
  serviceCards,
  serviceGalleries,
  siteServiceFacts,
  siteServicesHero,
  whyChooseUs,
} from "./site-services";

const iconNames = new Set(Object.keys(icons));

describe("site services page", () => {
  it("lists the five spec services with real lucide icons", () => {
    expect(serviceCards.map((c) => c.title)).toEqual([
      "False Ceiling",
      "Electrical",
      "Civil",
      "Painting",
      "Shower Partition",
    ]);
    for (const card of serviceCards) {
      expect(iconNames.has(card.icon)).toBe(true);
      expect(card.items.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("has four galleries of four captioned illustrations", () => {
    expect(serviceGalleries.map((g) => g.key)).toEqual([
      "civil",
      "electrical",
      "false-ceiling",
      "painting",
    ]);
    for (const g of serviceGalleries) {
      expect(g.images.map((i) => i.src)).toEqual(
        [1, 2, 3, 4].map((n) => `/art/services/${g.key}-${n}.svg`),
      );
      for (const i of g.images) {
        expect(i.caption.length).toBeGreaterThan(5);
        expect(i.alt.length).toBeGreaterThan(20);
      }
    }
  });

  it("has a why-choose-us grid of four cards", () => {
    expect(whyChooseUs.cards).toHaveLength(4);
    for (const card of whyChooseUs.cards)
      expect(iconNames.has(card.icon)).toBe(true);
  });

  it("compares local vendor, peer companies and us in 8 to 10 rows", () => {
    expect(comparison.rows.length).toBeGreaterThanOrEqual(8);
    expect(comparison.rows.length).toBeLessThanOrEqual(10);
    expect(comparison.columns.product).toBe(settings.brandName);
    expect(comparison.swipeHint).toBe("Swipe right to see more");
    for (const row of comparison.rows) {
      expect(iconNames.has(row.icon)).toBe(true);
      expect(typeof row.local).toBe("boolean");
    }
    const ceiling = comparison.rows.find(
      (r) => r.feature === "False ceiling price",
    );
    expect(ceiling?.product).toBe("From ₹55 per sq ft");
    expect(ceiling?.productStruck).toBe("₹125");
  });

  it("states the spec figures", () => {
    expect(siteServiceFacts).toMatchObject({
      falseCeilingPrice: "₹55",
      falseCeilingStruckPrice: "₹125",
      warranty: "1 year warranty",
      cities: "10 cities",
      customers: "10,000+ customers",
    });
    const text = JSON.stringify({ siteServicesHero, whyChooseUs, comparison });
    expect(text).toContain("1 year warranty");
    expect(text).toContain("10 cities");
    expect(text).toContain("10,000+");
    expect(siteServicesHero.cta).toBe("Book A Free Consultation");
  });
});
