// After the offer changes, the editor's own texts (FAQ answers, city pages) may still quote its old figures
// (issue 41 item 8): this finds them, so the owner is told where to look right after Save.
import type { CompanyDetails } from "~/content/company";
import { faqCategories, type FaqCategory } from "~/content/faqs";
import { cities as builtCities } from "~/content/cities";
import type { CityPageEdit } from "~/content/site-content";

type Offer = CompanyDetails["offer"];

/** A text that still quotes an old figure: where it is, which figure, and the editor that changes it. */
export interface StaleQuote {
  place: string;
  figure: string;
  editor: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${s}`;
}

/** The old figures that changed, each with the words that quote it ("25-year", "25 years", "25%", "the 30th"). */
export function changedFigures(before: Offer, after: Offer): Array<{ figure: string; pattern: RegExp }> {
  const out: Array<{ figure: string; pattern: RegExp }> = [];
  if (before.warrantyYears !== after.warrantyYears)
    out.push({
      figure: `${before.warrantyYears}-year warranty`,
      pattern: new RegExp(`(?<![\\d.,])${before.warrantyYears}[-\\s]?(year|yr)s?\\b`, "i"),
    });
  if (before.percent !== after.percent)
    out.push({
      figure: `${before.percent}% off`,
      pattern: new RegExp(`(?<![\\d.,])${before.percent}\\s?(%|per\\s?cent)`, "i"),
    });
  if (before.minimumOrder.trim() !== after.minimumOrder.trim() && before.minimumOrder.trim())
    out.push({
      figure: `minimum order ${before.minimumOrder}`,
      pattern: new RegExp(escape(before.minimumOrder.trim()).replace(/\s+/g, "\\s*"), "i"),
    });
  if (before.deadlineDay !== after.deadlineDay)
    out.push({
      figure: `offer until the ${ordinal(before.deadlineDay)}`,
      pattern: new RegExp(`\\b${ordinal(before.deadlineDay)}\\b`, "i"),
    });
  return out;
}

/** Every FAQ and city-page text the editor can change, with where it is shown: saved ones, else the built ones. */
export function editorTexts(faqs: FaqCategory[] | null, cityEdits: CityPageEdit[]): Array<{ place: string; text: string; editor: string }> {
  const out: Array<{ place: string; text: string; editor: string }> = [];
  for (const c of faqs ?? faqCategories)
    for (const f of c.faqs)
      out.push({
        place: `FAQ “${f.question}”`,
        text: `${f.question}\n${f.answer}`,
        editor: "/admin/faqs",
      });
  const edited = new Map(cityEdits.map((c) => [c.slug, c]));
  const pages: CityPageEdit[] = [
    ...Object.values(builtCities).map(
      (b) =>
        edited.get(b.slug) ?? {
          ...b,
          name: b.displayName,
          base: b.slug,
          localities: [...b.localities],
        },
    ),
    ...cityEdits.filter((c) => !(c.slug in builtCities)),
  ];
  for (const p of pages)
    out.push({
      place: `City page “${p.name}”`,
      text: [p.metaTitle, p.metaDescription, p.heroIntro, p.typicalHomes, p.climate].join("\n"),
      editor: "/admin/cities",
    });
  return out;
}

/** The texts that still quote a figure the offer no longer has, one line per text and figure. */
export function staleQuotes(before: Offer, after: Offer, texts: Array<{ place: string; text: string; editor: string }>): StaleQuote[] {
  const figures = changedFigures(before, after);
  return texts.flatMap((t) => figures.filter((f) => f.pattern.test(t.text)).map((f) => ({ place: t.place, figure: f.figure, editor: t.editor })));
}
