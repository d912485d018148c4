import * as icons from "lucide-react";
import { describe, expect, it } from "vitest";
import { galleryTypes } from "../paths";
import { designIdeas, designTips, monthlyIdeasSubscribe } from "./design-tips";

const iconNames = new Set(Object.keys(icons));

describe("design tips guide", () => {
  it("has six tip cards and three idea cards", () => {
    expect(designTips).toHaveLength(6);
    expect(designIdeas).toHaveLength(3);
    for (const tip of designTips) expect(iconNames.has(tip.icon)).toBe(true);
  });

  it("links ideas to real galleries and illustrations", () => {
    for (const idea of designIdeas) {
      const type = idea.link.href.replace("/design-gallery/", "");
      expect(galleryTypes).toContain(type);
      expect(idea.image.src).toMatch(
        /^\/art\/designs\/[a-z0-9-]+\/(normal|luxury|ultra-premium)-[1-8]\.svg$/,
      );
    }
    expect(monthlyIdeasSubscribe.heading).toMatch(/Monthly/);
  });
});
