import * as icons from "lucide-react";
import { describe, expect, it } from "vitest";
import {
  demo360Hero,
  demo360Links,
  tourBenefits,
  tourPoints,
  tourSteps,
  whatIsATour,
} from "./demo-360";
import { staticRoutes } from "./paths";

describe("3D home tours page", () => {
  it("is titled 3D home tours and explains what a tour is", () => {
    expect(demo360Hero.heading).toBe("3D Home Tours");
    expect(whatIsATour.paragraphs.length).toBeGreaterThanOrEqual(2);
  });

  it("has benefits, steps to book and answers", () => {
    expect(tourBenefits.length).toBeGreaterThanOrEqual(3);
    for (const b of tourBenefits) expect(Object.keys(icons)).toContain(b.icon);
    expect(tourSteps[0]?.title).toMatch(/consultation/i);
    expect(tourSteps.length).toBeGreaterThanOrEqual(3);
    for (const p of tourPoints) expect(p.question.endsWith("?")).toBe(true);
  });

  it("links to existing routes", () => {
    expect(demo360Links.views.href).toBe("/360-views");
    expect(demo360Links.estimate.href).toBe("/get-free-estimate");
    for (const link of Object.values(demo360Links))
      expect(staticRoutes).toContain(link.href);
  });
});
