import { describe, expect, it } from "vitest";
import { mediaFallbackSrc, mediaSrcSet, mediaUrl, placeholderStyle } from "./media";

const hash = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

describe("media URLs", () => {
  it("matches the server's /media/<hash>/<width>.<format>", () => {
    expect(mediaUrl(hash, 480, "webp")).toBe(`/media/${hash}/480.webp`);
    expect(mediaUrl(hash, 1600, "jpg")).toBe(`/media/${hash}/1600.jpg`);
  });

  it("lists every width in a srcset, in the server's spelling", () => {
    expect(mediaSrcSet(hash, [480, 960, 1600], "webp")).toBe(
      `/media/${hash}/480.webp 480w, /media/${hash}/960.webp 960w, /media/${hash}/1600.webp 1600w`,
    );
  });

  it("falls back to the widest JPEG up to 960 px, or the smallest made", () => {
    expect(mediaFallbackSrc(hash, [480, 960, 1600])).toBe(`/media/${hash}/960.jpg`);
    expect(mediaFallbackSrc(hash, [480])).toBe(`/media/${hash}/480.jpg`);
    expect(mediaFallbackSrc(hash, [1200, 1600])).toBe(`/media/${hash}/1200.jpg`);
  });
});

describe("placeholderStyle", () => {
  it("uses a colour as the background", () => {
    expect(placeholderStyle("#a08060")).toEqual({ backgroundColor: "#a08060" });
  });
  it("uses a tiny image as a covering background", () => {
    expect(placeholderStyle("data:image/webp;base64,UklGRg==")).toEqual({ backgroundImage: 'url("data:image/webp;base64,UklGRg==")', backgroundSize: "cover" });
  });
  it("ignores anything else, so no CSS can be smuggled in", () => {
    expect(placeholderStyle('red;background:url("https://evil.example/x")')).toEqual({});
    expect(placeholderStyle('data:image/png;base64,AAA") , url("https://evil.example/x')).toEqual({});
    expect(placeholderStyle(undefined)).toEqual({});
  });
});
