import { describe, expect, it } from "vitest";
import { reviewSummary, testimonials } from "./testimonials";

describe("testimonials", () => {
  it("has six testimonials with unique ids and valid ratings", () => {
    expect(testimonials).toHaveLength(6);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(6);
    for (const t of testimonials) {
      expect(Number.isInteger(t.rating)).toBe(true);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.text.length).toBeGreaterThan(100);
      expect(t.project).toMatch(/BHK|Villa/);
    }
  });

  it("is mostly five stars, with one or two fours", () => {
    const fours = testimonials.filter((t) => t.rating === 4).length;
    expect(fours).toBeGreaterThanOrEqual(1);
    expect(fours).toBeLessThanOrEqual(2);
    expect(testimonials.filter((t) => t.rating === 5)).toHaveLength(6 - fours);
  });

  it("shows each customer's portrait", () => {
    expect(testimonials.map((t) => t.customer.image)).toEqual(
      Array.from({ length: 6 }, (_, i) => `/art/people/customer-${i + 1}.svg`),
    );
  });

  it("has the spec summary figures", () => {
    expect(reviewSummary).toEqual({
      averageRating: "4.8/5",
      happyCustomers: "250+",
      projectsCompleted: "300+",
    });
  });
});
