import posts from "./posts.json";
import type { BlogCategory, BlogPost } from "./types";
import { readingMinutes } from "./words";

export type { BlogCategory, BlogPost } from "./types";
export { blogCategories } from "./types";

/**
 * Every built-in article, newest first. posts.json is also the demo seed of the
 * server's blog posts (internal/demo), so `site seed` writes these texts exactly.
 */
export const blogPosts: BlogPost[] = posts
  .map((post) => ({ ...post, category: post.category as BlogCategory, readingMinutes: readingMinutes(post.content) }))
  .sort((a, b) => b.isoDate.localeCompare(a.isoDate));

/** The article with this slug, or undefined for an unknown slug (the page shows "Blog not found."). */
export function getBlogPost(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
