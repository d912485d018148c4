import { describe, expect, it } from "vitest";
import { settings } from "~/content/settings";
import { editorTexts, staleQuotes } from "./stale-figures";

const before = {
  ...settings.offer,
  warrantyYears: 25,
  percent: 25,
  minimumOrder: "Rs. 5 Lakh",
  deadlineDay: 30,
};

describe("staleQuotes (issue 41 item 8)", () => {
  it("finds the built FAQ answer and an edited city page that still promise the old warranty", () => {
    const texts = editorTexts(null, [
      {
        slug: "pune",
        base: "pune",
        name: "Pune",
        metaTitle: "Pune interiors",
        metaDescription: "",
        heroIntro: "Homes with a 25 year warranty.",
        typicalHomes: "",
        climate: "",
        localities: [],
      },
    ]);
    const found = staleQuotes(before, { ...before, warrantyYears: 10 }, texts);
    expect(found).toContainEqual({
      place: "FAQ “What warranty do I get?”",
      figure: "25-year warranty",
      editor: "/admin/faqs",
    });
    expect(found).toContainEqual({
      place: "City page “Pune”",
      figure: "25-year warranty",
      editor: "/admin/cities",
    });
    expect(found.every((f) => f.figure === "25-year warranty")).toBe(true);
  });

  it("says nothing when no figure changed, and does not take ₹125 or 250 for 25", () => {
    const texts = [
      {
        place: "FAQ “Ceilings”",
        text: "From ₹125 a sq ft; 250 homes; 1.25 years",
        editor: "/admin/faqs",
      },
    ];
    expect(staleQuotes(before, { ...before }, editorTexts(null, []))).toEqual([]);
    expect(staleQuotes(before, { ...before, warrantyYears: 10, percent: 30 }, texts)).toEqual([]);
  });

  it("finds the old percent, minimum order and deadline day", () => {
    const texts = [
      {
        place: "FAQ “Offer”",
        text: "25% off on orders above Rs. 5 lakh, until the 30th.",
        editor: "/admin/faqs",
      },
    ];
    const after = {
      ...before,
      percent: 30,
      minimumOrder: "Rs. 4 Lakh",
      deadlineDay: 15,
    };
    expect(staleQuotes(before, after, texts).map((f) => f.figure)).toEqual(["25% off", "minimum order Rs. 5 Lakh", "offer until the 30th"]);
  });
});
