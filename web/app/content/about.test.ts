import { describe, expect, it } from "vitest";
import {
  aboutFacts,
  aboutHero,
  aboutMeta,
  aboutMilestones,
  aboutStory,
  aboutValues,
} from "./about";
import { settings } from "./settings";

describe("about page", () => {
  it("says founded 2015 and 10000+ homes", () => {
    expect(aboutFacts).toEqual({ founded: "2015", homes: "10000+" });
    expect(aboutHero.text).toContain("2015");
    expect(aboutHero.text).toContain("10000+ homes");
    expect(aboutMeta.description).toContain("10000+ homes");
    expect(aboutStory.join(" ")).toContain("10000+ homes");
  });

  it("takes the brand name from settings", () => {
    expect(aboutHero.text).toContain(settings.brandName);
    expect(aboutStory[0]).toContain(settings.brandName);
  });

  it("lists milestones in order from the founding year", () => {
    const years = aboutMilestones.map((m) => Number(m.year));
    expect(years[0]).toBe(2015);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(aboutValues.length).toBeGreaterThanOrEqual(3);
  });

  it("names only experience centres that settings lists", () => {
    const candidates = [
      "Bengaluru",
      "Mumbai",
      "Pune",
      "Hyderabad",
      "Chennai",
      "Coimbatore",
      "Vizag",
      "Kochi",
      "Kolkata",
      "Gurgaon",
      "Bhubaneswar",
      "Noida",
      "Delhi",
      "Ahmedabad",
    ];
    const opened = aboutMilestones
      .filter((m) => /open|join/i.test(m.text))
      .map((m) => m.text)
      .join(" ");
    for (const city of candidates) {
      if (opened.includes(city))
        expect(settings.experienceCentres).toContain(city);
    }
  });
});
