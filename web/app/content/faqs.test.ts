import { describe, expect, it } from "vitest";
import { defaultCompanyDetails } from "./company";
import { contactPlain } from "./contact-text";
import { allFaqs, faqCategories } from "./faqs";
import { settings } from "./settings";

describe("faqs", () => {
  it("has at least 14 questions, grouped, none repeated", () => {
    expect(allFaqs.length).toBeGreaterThanOrEqual(14);
    expect(faqCategories.length).toBeGreaterThanOrEqual(4);
    expect(new Set(allFaqs.map((f) => f.question)).size).toBe(allFaqs.length);
    expect(new Set(faqCategories.map((c) => c.id)).size).toBe(
      faqCategories.length,
    );
    for (const f of allFaqs) {
      expect(f.question.endsWith("?")).toBe(true);
      expect(f.answer.length).toBeGreaterThan(60);
    }
  });

  it("covers the topics visitors ask about", () => {
    const text = JSON.stringify(faqCategories);
    for (const topic of [
      "EMI",
      "warranty",
      "sign-off",
      "site visit",
      "plywood",
      "days",
    ]) {
      expect(text.toLowerCase()).toContain(topic.toLowerCase());
    }
  });

  it("states the binding figures", () => {
    const text = allFaqs.map((f) => f.answer).join(" ");
    expect(text).toContain("25-year warranty");
    expect(text).toContain("1 year warranty");
    expect(text).toContain("₹55 per sq ft");
    expect(text).toContain("₹125");
    expect(text).toContain("51 point quality checklist");
    expect(text).toMatch(/₹1,200 per sq ft.*₹1,800.*₹2,500/);
  });

  it("takes contact details and centres from settings", () => {
    const text = allFaqs.map((f) => f.answer).join(" ");
    expect(contactPlain(text, defaultCompanyDetails)).toContain(`Call us on ${settings.phone} or write to ${settings.infoEmail}.`);
    const changed = contactPlain(text, { ...defaultCompanyDetails, phone: "+91 98450 12345", infoEmail: "sales@casa.example" });
    expect(changed).toContain("Call us on +91 98450 12345 or write to sales@casa.example.");
    expect(changed).not.toContain(settings.phone);
    for (const centre of settings.experienceCentres)
      expect(text).toContain(centre);
  });
});
