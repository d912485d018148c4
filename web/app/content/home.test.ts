import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import * as icons from "lucide-react";
import { describe, expect, it } from "vitest";
import {
  awards,
  claims,
  consultationCta,
  deliveredHomes,
  heroSlides,
  howItWorks,
  suppliers,
} from "./home";

const rooms =
  "modular-kitchen|wardrobe|bedroom|living-room|dining-room|home-office|kids-bedroom|bathroom|1bhk|2bhk|3bhk";
const designImage = new RegExp(
  `^/art/designs/(${rooms})/(normal|luxury|ultra-premium)-[1-8]\\.svg$`,
);

describe("home page content", () => {
  it("has two hero slides with the consultation call to action", () => {
    expect(heroSlides).toHaveLength(2);
    heroSlides.forEach((slide, i) => {
      expect(slide.image.src).toBe(`/art/hero/slide-${i + 1}.svg`);
      expect([slide.image.width, slide.image.height]).toEqual([1600, 900]);
      expect(slide.image.alt.length).toBeGreaterThan(20);
      expect(slide.cta).toBe("Book A Free Consultation");
    });
    expect(consultationCta).toBe("Book A Free Consultation");
  });

  it("shows the binding claims", () => {
    const shown = claims.map((c) => `${c.value} ${c.label}`);
    expect(shown).toEqual([
      "400+ Designers",
      "15,000+ Homes",
      "50+ Awards",
      "Up to 20% Extra Space",
      "51 Point Quality Checklist",
    ]);
  });

  it("explains how it works in exactly the four spec steps", () => {
    expect(howItWorks.steps.map((s) => s.title)).toEqual([
      "Book an Appointment",
      "Meet Our Designers",
      "Personalise Your Designs",
      "Move In",
    ]);
    for (const step of howItWorks.steps)
      expect(Object.keys(icons)).toContain(step.icon);
  });

  it("uses generated design illustrations for delivered homes", () => {
    expect(deliveredHomes.homes.length).toBeGreaterThanOrEqual(4);
    for (const home of deliveredHomes.homes)
      expect(home.image.src).toMatch(designImage);
    expect(new Set(deliveredHomes.homes.map((h) => h.image.src)).size).toBe(
      deliveredHomes.homes.length,
    );
  });

  it("has eight suppliers and six dated awards with their badges", () => {
    expect(suppliers.items.map((s) => s.image)).toEqual(
      Array.from({ length: 8 }, (_, i) => `/art/badges/supplier-${i + 1}.svg`),
    );
    expect(new Set(suppliers.items.map((s) => s.name)).size).toBe(8);
    expect(awards.items.map((a) => a.image)).toEqual(
      Array.from({ length: 6 }, (_, i) => `/art/badges/award-${i + 1}.svg`),
    );
    for (const a of awards.items) {
      expect(Number(a.year)).toBeGreaterThanOrEqual(2015);
      expect(Number(a.year)).toBeLessThanOrEqual(2026);
    }
  });
});

describe("badge names match the drawn badges", () => {
  // The badges are drawn by Go (internal/illustration/badges.go); reading its
  // source keeps the names in alt texts and on the pictures the same.
  const badgesGo = readFileSync(
    resolve(dirname(import.meta.filename), "../../../internal/illustration/badges.go"),
    "utf8",
  );
  const pairs = [...badgesGo.matchAll(/^\t\{"([^"]+)", "([^"]+)"\},$/gm)].map((m) => `${m[1]} ${m[2]}`);
  const triples = [...badgesGo.matchAll(/^\t\{"([^"]+)", "([^"]+)", "(\d{4})"\},$/gm)].map((m) => [m[1], m[2], m[3]]);

  it("every supplier, in order", () => {
    expect(suppliers.items.map((s) => s.name)).toEqual(pairs);
  });
  it("every award, in order", () => {
    // The badge's large line is the award's title; its small line the category.
    expect(awards.items.map((a) => [a.title, a.name, a.year])).toEqual(triples);
  });
});
