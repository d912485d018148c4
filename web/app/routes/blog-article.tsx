import { NotFoundPage } from "~/components/shell/not-found";
import { blogPosts, getBlogPost } from "~/content/blog";
import { blogSlugs } from "~/content/paths";
import { articleMeta } from "~/features/blog-article/article-meta";
import { ArticleView } from "~/features/blog-article/article-view";
import { oneOf } from "~/lib/not-found";
import { notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-article";

// Runs at build time for the pre-rendered articles.
export function loader({ params }: Route.LoaderArgs) {
  return { slug: oneOf(blogSlugs, params.slug) };
}

// Runs on client navigation and in the SPA fallback: an unknown slug shows "Blog not found.".
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { slug: oneOf(blogSlugs, params.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = getBlogPost(loaderData?.slug);
  return post ? articleMeta(post) : notFoundMeta("Blog not found.");
};

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const post = getBlogPost(loaderData.slug);
  if (!post) return <BlogNotFound />;
  return <ArticleView post={post} posts={blogPosts} />;
}

function BlogNotFound() {
  return <NotFoundPage title="Blog not found." message="This article does not exist. Browse our latest posts instead." />;
}

export function ErrorBoundary() {
  return <BlogNotFound />;
}
