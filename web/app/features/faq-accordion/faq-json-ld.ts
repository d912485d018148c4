import { contactPlain } from "~/content/contact-text";
import type { JsonLd } from "~/lib/seo";
import type { FaqItem } from "./faq-accordion";

/** schema.org FAQPage for the questions shown on the page, the contact details they quote as the current ones. */
export function faqPageJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: contactPlain(f.answer) },
    })),
  };
}
