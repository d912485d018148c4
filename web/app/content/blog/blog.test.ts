import { describe, expect, it } from "vitest";
import { blogSlugs } from "../paths";
import { blogPosts, getBlogPost } from "./index";
import { articleTags, htmlProblems } from "./html-check";
import { countWords, htmlText, readingMinutes } from "./words";

describe("blog posts", () => {
  it("holds the four spec slugs with their categories, newest first", () => {
    expect(blogPosts.map((post) => [post.slug, post.category])).toEqual([
      ["fashionable-wardrobe-designs-2025", "Bedroom Design Ideas"],
      ["future-of-interiors-2025", "Home Interior Design Ideas"],
      ["latest-design-articles-2025", "Latest Articles"],
      ["modern-kitchen-design-trends-2025", "Kitchen Design Ideas"],
    ]);
    const dates = blogPosts.map((post) => post.isoDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("has an article for every pre-rendered /blogs/{slug} path", () => {
    expect(blogPosts.map((post) => post.slug).sort()).toEqual([...blogSlugs].sort());
  });

  it("gives every post a unique title fit for a page title", () => {
    const titles = blogPosts.map((post) => post.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.length).toBeLessThanOrEqual(70);
  });

  it.each(blogPosts)("$slug is 900 to 1,400 words", (post) => {
    const words = countWords(post.content);
    expect(words).toBeGreaterThanOrEqual(900);
    expect(words).toBeLessThanOrEqual(1400);
    expect(post.readingMinutes).toBe(readingMinutes(post.content));
  });

  it.each(blogPosts)("$slug has a meta-ready excerpt and keywords", (post) => {
    expect(post.excerpt.length).toBeGreaterThan(50);
    expect(post.excerpt.length).toBeLessThanOrEqual(160);
    expect(post.excerpt).not.toMatch(/[<>]/);
    expect(post.keywords.length).toBeGreaterThanOrEqual(4);
    expect(new Set(post.keywords).size).toBe(post.keywords.length);
  });

  it.each(blogPosts)("$slug dates and cover agree with its slug", (post) => {
    const display = new Date(`${post.isoDate}T00:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric", month: "long", year: "numeric", timeZone: "UTC",
    });
    expect(post.date).toBe(display);
    expect(post.image).toBe(`/art/blog/${post.slug}.svg`);
    expect(post.imageAlt.length).toBeGreaterThan(20);
    expect(post.author).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });

  it.each(blogPosts)("$slug content is safe, well-formed HTML with sections", (post) => {
    expect(htmlProblems(post.content)).toEqual([]);
    expect(post.content.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(htmlText(post.content)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    expect(htmlText(post.content)).toMatch(/₹[\d.,]+ lakh/);
  });

  it("finds a post by slug and nothing for an unknown slug", () => {
    expect(getBlogPost("future-of-interiors-2025")?.title).toBe(blogPosts[1]?.title);
    expect(getBlogPost("no-such-post")).toBeUndefined();
    expect(getBlogPost(undefined)).toBeUndefined();
  });
});

describe("htmlProblems", () => {
  it("rejects scripts, attributes and unbalanced markup", () => {
    expect(htmlProblems("<p>ok</p>")).toEqual([]);
    expect(htmlProblems('<p style="x">a</p>')).toHaveLength(1);
    expect(htmlProblems("<script>alert(1)</script>")).toHaveLength(2);
    expect(htmlProblems("<p><strong>a</p></strong>")).not.toEqual([]);
    expect(htmlProblems("<p>salt & pepper</p>")).toEqual(["bare &"]);
    expect(htmlProblems('<a href="/policy">x</a>', [...articleTags, "a"])).toEqual([]);
    expect(htmlProblems('<a href="mailto:a@b.example">x</a>', [...articleTags, "a"])).toEqual([]);
    expect(htmlProblems('<a href="javascript:alert(1)">x</a>', [...articleTags, "a"])).toHaveLength(1);
    expect(htmlProblems('<a href="/x" onclick="y">x</a>', [...articleTags, "a"])).toHaveLength(1);
    expect(htmlProblems('<a href="/x">x</a>')).toHaveLength(2);
  });
});

describe("countWords", () => {
  it("counts visible words, not tags or lone symbols", () => {
    expect(countWords("<p>Two <strong>words</strong></p><ul><li>₹ 5 lakh</li></ul>")).toBe(4);
  });
});
