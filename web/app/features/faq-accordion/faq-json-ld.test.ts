import { describe, expect, it } from "vitest";
import { allFaqs } from "~/content/faqs";
import { faqPageJsonLd } from "./faq-json-ld";

describe("faqPageJsonLd", () => {
  it("lists every question with its answer", () => {
    const ld = faqPageJsonLd(allFaqs) as { "@type": string; mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(allFaqs.length);
    expect(ld.mainEntity[0]!.name).toBe(allFaqs[0]!.question);
    expect(ld.mainEntity[0]!.acceptedAnswer.text).toBe(allFaqs[0]!.answer);
    const quoting = ld.mainEntity.find((q) => q.name.startsWith("How do I reach you"));
    expect(quoting?.acceptedAnswer.text).toMatch(/^Call us on \+91 80 4718 2200 or write to hello@nivaas\.example\./);
  });
});
