import { NotFoundPage } from "~/components/shell/not-found";
import { blogPosts, getBlogPost } from "~/content/blog";
import { blogSlugs } from "~/content/paths";
import { articleMeta } from "~/features/blog-article/article-meta";
import { ArticleView } from "~/features/blog-article/article-view";
import { fetchLivePost, readLivePost, type LivePost } from "~/features/blog-article/live-post";
import { oneOf } from "~/lib/not-found";
import { notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-article";

// Runs at build time for the pre-rendered articles.
export function loader({ params }: Route.LoaderArgs): { slug: string; live?: LivePost } {
  return { slug: oneOf(blogSlugs, params.slug) };
}

// Runs on client navigation and in the SPA fallback: a post the page carries, a built-in one,
// else the API's; an unknown slug shows "Blog not found.".
export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<{ slug: string; live?: LivePost }> {
  const carried = readLivePost(params.slug);
  if (carried) return { slug: carried.post.slug, live: carried };
  if ((blogSlugs as readonly string[]).includes(params.slug)) return { slug: params.slug };
  const live = await fetchLivePost(params.slug);
  if (!live) return { slug: oneOf([], params.slug) };
  return { slug: live.post.slug, live };
}

/** The post the page shows: the server's (in the page or from the API), else the built-in one at the address. */
function shown(slug: string | undefined, live: LivePost | undefined): LivePost | null {
  const found = live ?? readLivePost(slug);
  if (found) return found;
  const post = getBlogPost(slug);
  return post ? { post, latest: blogPosts } : null;
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const page = shown(params.slug, loaderData?.live);
  return page ? articleMeta(page.post) : notFoundMeta("Blog not found.");
};

export default function BlogArticleRoute({ loaderData, params }: Route.ComponentProps) {
  const page = shown(params.slug, loaderData.live);
  if (!page) return <BlogNotFound />;
  return <ArticleView post={page.post} posts={page.latest} />;
}

function BlogNotFound() {
  return <NotFoundPage title="Blog not found." message="This article does not exist. Browse our latest posts instead." />;
}

export function ErrorBoundary() {
  return <BlogNotFound />;
}
