import * as icons from "lucide-react";
import { describe, expect, it } from "vitest";
import {
  measurementChecklist,
  principles,
  roomLayouts,
} from "./space-planning";

const iconNames = new Set(Object.keys(icons));

describe("space planning guide", () => {
  it("has six principles, each with a pro tip", () => {
    expect(principles).toHaveLength(6);
    for (const p of principles) {
      expect(p.proTip.length).toBeGreaterThan(20);
      expect(iconNames.has(p.icon)).toBe(true);
    }
  });

  it("uses the spec figures: 90 cm clear paths, art centre about 145 cm", () => {
    const tips = principles.map((p) => p.proTip).join(" ");
    expect(tips).toContain("90 cm clear");
    expect(tips).toContain("art centre about 145 cm");
  });

  it("has six checklist items with unique ids and four layouts", () => {
    expect(measurementChecklist).toHaveLength(6);
    expect(new Set(measurementChecklist.map((i) => i.id)).size).toBe(6);
    expect(roomLayouts).toHaveLength(4);
  });
});
