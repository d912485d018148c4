// A post the editor wrote or changed arrives written into the page by the server
// (internal/sitepages blog_pages.go) with a JSON block of the same post, read here
// before hydration so React renders exactly what the HTML holds. A client-side
// visit to such a post asks /api/blogs instead.
import blogAdmin from "~/content/blog-admin.json";
import type { BlogCategory, BlogPost } from "~/content/blog";

/** The post to show and the sidebar's latest posts (their content left out). */
export interface LivePost {
  post: BlogPost;
  latest: BlogPost[];
}

/** The live posts and their categories' chips, as /blogs carries them. */
export interface LiveList {
  posts: BlogPost[];
  categories: BlogCategory[];
}

function block(): unknown {
  const el = typeof document === "undefined" ? null : document.getElementById(blogAdmin.dataId);
  try {
    return el ? (JSON.parse(el.textContent || "null") as unknown) : null;
  } catch {
    return null;
  }
}

/** The /blogs page's block, else null (the built list is current, or this is the pre-render). */
export function readLiveList(): LiveList | null {
  const parsed = block() as LiveList | null;
  return parsed && Array.isArray(parsed.posts) && Array.isArray(parsed.categories) ? parsed : null;
}

/** Every live post from the API, page by page (a client-side visit to /blogs). */
export async function fetchLiveList(): Promise<LiveList | null> {
  const posts: BlogPost[] = [];
  let categories: BlogCategory[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= 50; page++) {
    const res = await fetch(`/api/blogs?page=${page}`);
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    const list = (await res.json()) as { posts: BlogPost[]; categories: BlogCategory[]; pages: number };
    posts.push(...list.posts);
    categories = list.categories;
    pages = list.pages;
  }
  return { posts, categories };
}

/** The page's block when it holds the post at slug, else null (always null while pre-rendering). */
export function readLivePost(slug: string | undefined): LivePost | null {
  const parsed = block() as LivePost | null;
  return slug && parsed?.post?.slug === slug && Array.isArray(parsed.latest) ? parsed : null;
}

/** The live post at slug from the API, or null when there is none ("Blog not found."). */
export async function fetchLivePost(slug: string): Promise<LivePost | null> {
  const [one, list] = await Promise.all([fetch(`/api/blogs/${encodeURIComponent(slug)}`), fetch("/api/blogs")]);
  if (!one.ok) {
    // A body left unread keeps its request open: the page would never be done loading.
    await Promise.all([one.body?.cancel(), list.body?.cancel()]);
    return null;
  }
  const post = (await one.json()) as BlogPost;
  if (!list.ok) await list.body?.cancel();
  const latest = list.ok ? ((await list.json()) as { posts: BlogPost[] }).posts.slice(0, 4) : [];
  return { post, latest };
}
