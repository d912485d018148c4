import { fashionableWardrobeDesigns2025 } from "./fashionable-wardrobe-designs-2025";
import { futureOfInteriors2025 } from "./future-of-interiors-2025";
import { latestDesignArticles2025 } from "./latest-design-articles-2025";
import { modernKitchenDesignTrends2025 } from "./modern-kitchen-design-trends-2025";
import type { BlogPost } from "./types";

export type { BlogCategory, BlogPost } from "./types";
export { blogCategories } from "./types";

/** Every built-in article, newest first. */
export const blogPosts: BlogPost[] = [
  fashionableWardrobeDesigns2025,
  futureOfInteriors2025,
  latestDesignArticles2025,
  modernKitchenDesignTrends2025,
].sort((a, b) => b.isoDate.localeCompare(a.isoDate));

/** The article with this slug, or undefined for an unknown slug (the page shows "Blog not found."). */
export function getBlogPost(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
