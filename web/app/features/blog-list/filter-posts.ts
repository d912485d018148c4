import type { BlogCategory, BlogPost } from "~/content/blog";

export interface BlogFilter {
  /** Title search text; matched as a case-insensitive substring. */
  query: string;
  /** The selected category chip, or null when none is selected. */
  category: BlogCategory | null;
}

/** Spec: case-insensitive substring match on the title, combined with the optional category. */
export function filterPosts<T extends Pick<BlogPost, "title" | "category">>(posts: readonly T[], filter: BlogFilter): T[] {
  const needle = filter.query.trim().toLocaleLowerCase("en-IN");
  return posts.filter(
    (post) =>
      (filter.category === null || post.category === filter.category) &&
      (needle === "" || post.title.toLocaleLowerCase("en-IN").includes(needle)),
  );
}

/** Clicking the selected chip clears it; clicking another selects that one. */
export function toggleCategory(current: BlogCategory | null, clicked: BlogCategory): BlogCategory | null {
  return current === clicked ? null : clicked;
}
