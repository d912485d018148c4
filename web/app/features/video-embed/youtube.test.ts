import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubeVideoId } from "./youtube";

describe("youtubeEmbedUrl", () => {
  const embed = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

  it.each([
    ["watch link", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["watch link with more parameters", "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s"],
    ["mobile watch link", "https://m.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["short link", "https://youtu.be/dQw4w9WgXcQ"],
    ["short link with a start time", "https://youtu.be/dQw4w9WgXcQ?t=10"],
    ["embed link", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["embed link with parameters", "https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0"],
    ["already privacy-enhanced", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["shorts link", "https://www.youtube.com/shorts/dQw4w9WgXcQ"],
    ["surrounding spaces", "  https://youtu.be/dQw4w9WgXcQ "],
    ["ids with dash and underscore", "https://youtu.be/a-b_c-d_e-f"],
  ])("converts a %s", (_name, link) => {
    const want = link.includes("a-b_c") ? "https://www.youtube-nocookie.com/embed/a-b_c-d_e-f" : embed;
    expect(youtubeEmbedUrl(link)).toBe(want);
  });

  it.each([
    ["empty", ""],
    ["missing", undefined],
    ["not a URL", "youtube dQw4w9WgXcQ"],
    ["another site", "https://vimeo.com/123456789"],
    ["a look-alike host", "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ"],
    ["a channel page", "https://www.youtube.com/@nivaasinteriors"],
    ["watch without an id", "https://www.youtube.com/watch"],
    ["an id of the wrong length", "https://youtu.be/abc"],
    ["an id with a quote", "https://www.youtube.com/embed/dQw4w9WgXc%22"],
    ["a script URL", "javascript:alert(1)//youtu.be/dQw4w9WgXcQ"],
  ])("refuses %s", (_name, link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
    expect(youtubeVideoId(link)).toBeNull();
  });
});
