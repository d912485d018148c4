import { describe, expect, it } from "vitest";
import vectors from "~/content/contract-vectors.json";
import { galleryTypeName, galleryTypes } from "~/content/paths";
import { GALLERY_CATEGORIES, isValidEmail, isValidPhone, normalizeMobile, tooLong } from "./contract";

// The same table drives internal/contract/contract_test.go: browser and server cannot disagree.
describe("the shared rules", () => {
  it.each(vectors.email)("e-mail %j is valid: $valid", ({ input, valid }) => {
    expect(isValidEmail(input)).toBe(valid);
  });

  it.each(vectors.mobile)("mobile %j gives $digits", ({ input, digits }) => {
    expect(normalizeMobile(input)).toBe(digits);
  });

  it.each(vectors.phone)("phone %j is valid: $valid", ({ input, valid }) => {
    expect(isValidPhone(input)).toBe(valid);
  });

  it("writes the too-long sentence with its limit", () => {
    expect(tooLong(100)).toBe("Please use at most 100 characters.");
  });
});

describe("the typed lists agree with the contract", () => {
  it("has the gallery types and their labels in the contract's order", () => {
    expect(GALLERY_CATEGORIES.map((c) => c.slug)).toEqual([...galleryTypes]);
    expect(GALLERY_CATEGORIES.map((c) => c.label)).toEqual(galleryTypes.map(galleryTypeName));
  });
});
