// A post the editor wrote or changed arrives written into the page by the server
// (internal/sitepages blog_pages.go) with a JSON block of the same post, read here
// before hydration so React renders exactly what the HTML holds. A client-side
// visit to such a post asks /api/blogs instead.
import blogAdmin from "~/content/blog-admin.json";
import type { BlogPost } from "~/content/blog";

/** The post to show and the sidebar's latest posts (their content left out). */
export interface LivePost {
  post: BlogPost;
  latest: BlogPost[];
}

/** The page's block when it holds the post at slug, else null (always null while pre-rendering). */
export function readLivePost(slug: string | undefined): LivePost | null {
  const el = typeof document === "undefined" ? null : document.getElementById(blogAdmin.dataId);
  if (!el || !slug) return null;
  try {
    const parsed = JSON.parse(el.textContent || "null") as LivePost | null;
    return parsed?.post?.slug === slug && Array.isArray(parsed.latest) ? parsed : null;
  } catch {
    return null;
  }
}

/** The live post at slug from the API, or null when there is none ("Blog not found."). */
export async function fetchLivePost(slug: string): Promise<LivePost | null> {
  const [one, list] = await Promise.all([fetch(`/api/blogs/${encodeURIComponent(slug)}`), fetch("/api/blogs")]);
  if (!one.ok) return null;
  const post = (await one.json()) as BlogPost;
  const latest = list.ok ? ((await list.json()) as { posts: BlogPost[] }).posts.slice(0, 4) : [];
  return { post, latest };
}
