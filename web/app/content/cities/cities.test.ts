import { describe, expect, it } from "vitest";
import { settings } from "../settings";
import {
  cities,
  cityBenefits,
  cityHappyCustomers,
  cityHeadingName,
  cityHeroCta,
  cityHeroHeading,
  cityShared,
  citySectionHeadings,
  getCity,
  meetDesignerLink,
} from ".";
import { cityMultipliers, qualityRates } from "../guides/budget-planning";
import { citySlugs, cityName } from "../paths";


describe("city heading name", () => {
  it("capitalises only the first letter of the route parameter", () => {
    expect(cityHeadingName("mumbai")).toBe("Mumbai");
    expect(cityHeadingName("delhi-ncr")).toBe("Delhi-ncr");
    expect(cityHeadingName("bangalore")).toBe("Bangalore");
  });

  it('reads "Your City" when the parameter is absent', () => {
    expect(cityHeadingName()).toBe("Your City");
    expect(cityHeadingName("")).toBe("Your City");
    expect(cityHeroHeading(undefined)).toBe(
      "Best Home Interior Designers In Your City",
    );
  });

  it("builds the spec hero heading", () => {
    expect(cityHeroHeading("pune")).toBe(
      "Best Home Interior Designers In Pune",
    );
  });
});

describe("city content", () => {
  it("covers exactly the city slugs of the routes (paths.ts), in order", () => {
    expect(Object.keys(cities)).toEqual(citySlugs);
    for (const slug of citySlugs) expect(getCity(slug)?.slug).toBe(slug);
  });

  it("uses the same display names as the menus (paths.ts)", () => {
    for (const slug of citySlugs) {
      expect(getCity(slug)?.displayName).toBe(cityName(slug));
    }
  });

  it("names the page sections after the city", () => {
    const h = citySectionHeadings("Delhi NCR");
    expect(h.spaceSaving).toBe("Space-Saving Designs");
    expect(h.bedroom).toBe("Bedroom Interiors");
    expect(h.solutions).toBe("Interior Solutions for Delhi NCR Homes");
  });

  it("returns nothing for unknown or inherited keys", () => {
    expect(getCity("atlantis")).toBeUndefined();
    expect(getCity("toString")).toBeUndefined();
    expect(getCity()).toBeUndefined();
  });

  it("has the spec texts shared by every city", () => {
    expect(cityBenefits).toEqual([
      "Personalised Designs",
      "20% Extra Storage",
      "Durable Modular Furniture",
    ]);
    expect(cityHappyCustomers).toBe("15,000+");
    expect(cityHeroCta).toBe("Book Free Consultation");
    expect(meetDesignerLink).toEqual({
      label: "Meet Our Designer",
      href: "/Aboutus",
    });
  });

  it.each(citySlugs)("%s is complete and points at real assets", (slug) => {
    const city = getCity(slug)!;
    expect(city.image).toBe(`/art/cities/${slug}.svg`);
    expect(city.solutions).toHaveLength(6);
    for (const card of city.solutions) {
      expect(card.title.length).toBeGreaterThan(5);
      expect(card.text.length).toBeGreaterThan(40);
    }
    expect(city.localities.length).toBeGreaterThanOrEqual(6);
    expect(city.spaceSaving.length).toBeGreaterThanOrEqual(2);
    expect(city.bedroom.length).toBeGreaterThanOrEqual(2);
    expect(city.metaTitle).toContain(city.displayName);
    expect(city.metaTitle).toContain(settings.brandName);
    expect(city.metaDescription.length).toBeLessThanOrEqual(170);
    expect(city.heroIntro.length).toBeGreaterThan(100);
    for (const centre of city.experienceCentres)
      expect(settings.experienceCentres).toContain(centre);
    expect(city.experienceCentres.length).toBeGreaterThan(0);
  });

  it("gives every city its own words", () => {
    const fields = [
      "heroIntro",
      "typicalHomes",
      "climate",
      "metaDescription",
      "imageAlt",
    ] as const;
    for (const field of fields) {
      const values = citySlugs.map((s) => getCity(s)![field]);
      expect(new Set(values).size).toBe(citySlugs.length);
    }
    const solutionTitles = citySlugs.flatMap((s) =>
      getCity(s)!.solutions.map((c) => c.title),
    );
    expect(new Set(solutionTitles).size).toBeGreaterThan(40);
  });

  it("names the local climate risks", () => {
    expect(cities.mumbai.climate).toMatch(/humidity/i);
    expect(cities.chennai.climate).toMatch(/humidity/i);
    expect(cities["delhi-ncr"].climate).toMatch(/dust/i);
    expect(cities["delhi-ncr"].climate).toMatch(/45°C/);
    expect(cities.ahmedabad.climate).toMatch(/dust/i);
    expect(cities.ahmedabad.climate).toMatch(/45°C/);
    expect(cities.pune.climate).toMatch(/monsoon/i);
    expect(cities.kolkata.climate).toMatch(/monsoon/i);
  });

  it("quotes budget ranges that agree with the budget calculator (basic to premium)", () => {
    const lakh = (s: string) =>
      [...s.matchAll(/₹([\d.]+) lakh/g)].map((m) => Number(m[1]) * 100_000);
    for (const slug of citySlugs) {
      const city = getCity(slug)!;
      const m = cityMultipliers[city.calculatorCity];
      expect(city.budgetRanges.length).toBe(3);
      for (const row of city.budgetRanges) {
        const [low = 0, high = 0] = lakh(row.range);
        expect(low).toBeGreaterThan(0);
        expect(row.home).toContain(row.sqFt.toLocaleString("en-IN"));
        expect(
          Math.abs(low - qualityRates.basic * m * row.sqFt) / low,
        ).toBeLessThan(0.04);
        expect(
          Math.abs(high - qualityRates.premium * m * row.sqFt) / high,
        ).toBeLessThan(0.04);
      }
    }
  });
});

describe("shared city sections", () => {
  it("has two sections with the binding figures", () => {
    expect(cityShared.howItWorks.steps).toHaveLength(4);
    expect(cityShared.whyUs.intro).toContain("15,000+ happy customers");
    expect(cityShared.whyUs.intro).toContain(settings.brandName);
    const text = JSON.stringify(cityShared);
    expect(text).toContain("51 point quality checklist");
    expect(text).toContain("400+");
  });
});
