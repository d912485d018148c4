// Contact details quoted inside texts an editor writes (FAQ answers, city pages): a placeholder such as {phone}
// (company.json's contactPlaceholders), or the built-in value itself, which texts saved before the placeholders
// quote. Either stands for the company's current detail wherever the text shows (internal/company/contact_text.go
// splits texts the same way, so the server's HTML and React's match).
import company from "./company.json";
import { companyDetails, companyTexts, defaultCompanyDetails, type CompanyDetails } from "./company";

const quotedDetails = ["phone", "infoEmail", "officeAddress"] as const;

/** A contact detail a text may quote, by its data-live name. */
type QuotedDetail = (typeof quotedDetails)[number];

/** A piece of a text: words as written, or a contact detail. */
export type TextPart = { words: string } | { detail: QuotedDetail };

/** What an editor reads beside a text that may quote the company's details. */
export const contactPlaceholderHint = company.contactPlaceholderHint;

const builtIn = companyTexts(defaultCompanyDetails);
const quotes = new Map<string, QuotedDetail>();
for (const name of quotedDetails) {
  quotes.set(company.contactPlaceholders[name], name);
  quotes.set(builtIn[name], name);
}
// Longest first, so that of two quotes starting at one place the whole one is taken.
const pattern = new RegExp(
  [...quotes.keys()]
    .sort((a, b) => b.length - a.length)
    .map((q) => q.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|"),
  "g",
);

/** text split around the contact details it quotes. */
export function contactParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) parts.push({ words: text.slice(at, m.index) });
    parts.push({ detail: quotes.get(m[0])! });
    at = m.index + m[0].length;
  }
  if (at < text.length || parts.length === 0) parts.push({ words: text.slice(at) });
  return parts;
}

/** text with each quoted detail written as d's (JSON-LD and other plain text). */
export function contactPlain(text: string, d: CompanyDetails = companyDetails()): string {
  const now = companyTexts(d);
  return text.replace(pattern, (q) => now[quotes.get(q)!]);
}
