import { describe, expect, it } from "vitest";
import { refuseBeforeSending, MAX_PHOTO_BYTES } from "~/lib/media-upload";
import { featuresFromText, imageErrors, moved, thumbnailURL, type CatalogImage } from "./catalog";

describe("imageErrors", () => {
  it("asks for a description of every photo without one, and places the server's per-photo sentences", () => {
    const images = [
      { media: "a", alt: "Kitchen" },
      { media: "b", alt: "  " },
      { url: "/x.svg", alt: "Hall" },
    ];
    expect(imageErrors(images, { "images.2.alt": "Too long.", title: "Required." })).toEqual({
      1: "Please describe this photo for people who cannot see it.",
      2: "Too long.",
    });
    expect(imageErrors(images, { "images[0].alt": "Bad." })[0]).toBe("Bad.");
  });

  it("takes a description the server left out as missing, rather than failing on it", () => {
    const reopened = [{ media: "a" }, { media: "b", alt: "Hall" }] as unknown as CatalogImage[];
    expect(imageErrors(reopened, {})).toEqual({ 0: "Please describe this photo for people who cannot see it." });
  });
});

describe("moved", () => {
  it("moves one item up or down and leaves the ends alone", () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe("thumbnailURL", () => {
  it("uses the narrowest WebP of an upload, or the illustration's own address", () => {
    expect(thumbnailURL({ media: "ab12", widths: [960, 480] })).toBe("/media/ab12/480.webp");
    expect(thumbnailURL({ media: "ab12", widths: [320] })).toBe("/media/ab12/320.webp");
    expect(thumbnailURL({ url: "/art/kitchen.svg" })).toBe("/art/kitchen.svg");
  });
});

describe("featuresFromText", () => {
  it("keeps one feature per non-empty line", () => {
    expect(featuresFromText(" Soft-close hinges \n\nQuartz top\n")).toEqual(["Soft-close hinges", "Quartz top"]);
  });
});

describe("refuseBeforeSending", () => {
  it("refuses files over 25 MB and empty files before any byte is sent", () => {
    expect(refuseBeforeSending({ size: MAX_PHOTO_BYTES })).toBeNull();
    expect(refuseBeforeSending({ size: MAX_PHOTO_BYTES + 1 })).toBe("This photo is larger than 25 MB. Please send a smaller one.");
    expect(refuseBeforeSending({ size: 0 })).toBe("This file is empty.");
  });
});
