import { describe, expect, it } from "vitest";
import {
  BLOG_LIMITS,
  BLOG_MESSAGES,
  counter,
  cut,
  emptyPost,
  fieldError,
  localIndiaTime,
  otherErrors,
  photoFromUpload,
  photosWithoutAlt,
  publishAtFromLocal,
  readingMinutes,
  searchSnippet,
  shownDate,
  slugOf,
  slugProblem,
  textOf,
  todayInIndia,
  visitorPost,
} from "./post";

describe("slugOf", () => {
  it.each([
    ["Modern Kitchen Design Trends 2025", "modern-kitchen-design-trends-2025"],
    ["  Café & Pooja room: ideas!  ", "cafe-pooja-room-ideas"],
    ["--Already--dashed--", "already-dashed"],
    ["हिंदी", ""],
    ["<script>alert(1)</script>", "script-alert-1-script"],
  ])("gives %j the address %j", (title, slug) => {
    expect(slugOf(title)).toBe(slug);
    expect(slugProblem(slugOf(title))).toBe("");
  });

  it("cuts a long title at the address limit without a dash at the end", () => {
    const slug = slugOf("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(BLOG_LIMITS.slug);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("slugProblem", () => {
  it.each(["Upper-Case", "two--dashes", "-lead", "trail-", "space d", "a/b", "../up", "x".repeat(BLOG_LIMITS.slug + 1)])("refuses %j with the server's sentence", (slug) => {
    expect(slugProblem(slug)).toBe(BLOG_MESSAGES.slug);
  });
  it("leaves an empty address to the server (it derives one from the title)", () => expect(slugProblem("")).toBe(""));
});

describe("counter", () => {
  it("counts characters, not bytes, and says when a text is over its limit", () => {
    expect(counter("नमस्ते", 70)).toEqual({ text: "6 / 70", over: false });
    expect(counter("x".repeat(71), 70)).toEqual({ text: "71 / 70", over: true });
  });
});

describe("cut", () => {
  it("keeps a short text and shortens a long one at a word with an ellipsis", () => {
    expect(cut("Short", 10)).toBe("Short");
    expect(cut("Warm walnut shutters and quartz counters", 20)).toBe("Warm walnut…");
  });
});

describe("searchSnippet", () => {
  const fields = { ...emptyPost("Asha"), title: "Pooja rooms", bodyHtml: "<h2>Small homes</h2><p>A corner, a shelf and light.</p>" };
  it("falls back to the title with the brand and the body's first words", () => {
    const s = searchSnippet(fields);
    expect(s.title).toMatch(/^Pooja rooms \| /);
    expect(s.description).toBe("Small homes A corner, a shelf and light.");
  });
  it("uses the search fields when they are set", () => {
    const s = searchSnippet({ ...fields, seo: { ...fields.seo, title: "Pooja room ideas", description: "Ten ideas." } });
    expect(s.title).toMatch(/^Pooja room ideas \| /);
    expect(s.description).toBe("Ten ideas.");
  });
});

describe("India time for schedules", () => {
  it("writes the field's local time with the India offset and reads it back", () => {
    expect(publishAtFromLocal("2026-12-01T09:00")).toBe("2026-12-01T09:00:00+05:30");
    expect(localIndiaTime("2026-12-01T09:00:00+05:30")).toBe("2026-12-01T09:00");
    expect(localIndiaTime("2026-12-01T03:30:00Z")).toBe("2026-12-01T09:00");
  });
  it.each(["", "tomorrow", "2026-12-01", "2026-13-01T09:00", "2026-12-01T9:00"])("refuses %j", (local) => {
    expect(publishAtFromLocal(local)).toBeNull();
  });
  it("knows today's date in India late in the UTC evening", () => {
    expect(todayInIndia(new Date("2026-11-27T20:00:00Z"))).toBe("2026-11-28");
  });
});

describe("the body's words and photos", () => {
  const body = '<p>One two <strong>three</strong></p><img src="/media/ab/960.webp" alt=""><img src="/media/cd/960.webp" alt="Sofa"><ul><li>four</li></ul>';
  it("reads the words without tags and never runs anything", () => {
    expect(textOf(body + '<img src=x onerror="window.ran=1">')).toBe("One two three four");
    expect((window as { ran?: number }).ran).toBeUndefined();
    expect(readingMinutes(body)).toBe(1);
    expect(readingMinutes(`<p>${"word ".repeat(1000)}</p>`)).toBe(5);
  });
  it("names the photos still without a description", () => {
    expect(photosWithoutAlt(body)).toEqual(["/media/ab/960.webp"]);
    expect(photosWithoutAlt("<p>No photos</p>")).toEqual([]);
  });
});

describe("the server's field sentences", () => {
  const fields = { title: "Fill this in.", "seo.description": "Too long.", "cover.alt": "Describe it.", form: "Odd." };
  it("finds a field's sentence, nested ones too, and lists the ones no field shows", () => {
    expect(fieldError(fields, "title")).toBe("Fill this in.");
    expect(fieldError(fields, "seo.description")).toBe("Too long.");
    expect(fieldError(fields, "cover")).toBe("Describe it.");
    expect(fieldError(fields, "slug")).toBeUndefined();
    expect(otherErrors(fields, ["title", "seo", "cover"])).toEqual(["Odd."]);
  });
});

describe("photos and the preview", () => {
  const upload = { hash: "ab12", width: 2000, height: 1500, placeholder: "#aabbcc", widths: [480, 960, 1440], formats: ["webp", "jpeg"] };
  it("points a post's photo at its widest WebP up to 1200 px, named by the upload's hash", () => {
    expect(photoFromUpload(upload, "Sofa")).toEqual({ mediaId: "ab12", url: "/media/ab12/960.webp", alt: "Sofa" });
    expect(photoFromUpload({ ...upload, widths: [1600, 2400] }).url).toBe("/media/ab12/1600.webp");
  });
  it("draws the preview from what is typed, as the public article reads it", () => {
    const post = visitorPost({
      ...emptyPost("Asha Rao"),
      title: "Pooja rooms",
      dateShown: "2025-06-12",
      cover: { mediaId: "ab12", url: "/media/ab12/960.webp", alt: "Teak mandir" },
      bodyHtml: "<p>Light and teak.</p>",
      seo: { title: "", description: "", keywords: "pooja, teak , ", socialImage: null },
    });
    expect(post).toMatchObject({ slug: "pooja-rooms", date: "12 June 2025", isoDate: "2025-06-12", image: "/media/ab12/960.webp", imageAlt: "Teak mandir" });
    expect(post.keywords).toEqual(["pooja", "teak"]);
    expect(post.excerpt).toBe("Light and teak.");
    expect(shownDate("not a date")).toBe("not a date");
  });
});
