import { NotFoundPage } from "~/components/shell/not-found";
import { PageHeader } from "~/components/ui/page-header";
import { blogSlugs } from "~/content/paths";
import { oneOf } from "~/lib/not-found";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog-article";

// Runs at build time for the pre-rendered articles.
export function loader({ params }: Route.LoaderArgs) {
  return { slug: oneOf(blogSlugs, params.slug) };
}

// Runs on client navigation and in the SPA fallback: an unknown slug shows "Blog not found.".
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { slug: oneOf(blogSlugs, params.slug) };
}

/** "modern-kitchen-design-trends-2025" → "Modern Kitchen Design Trends 2025". */
function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta("Blog not found.");
  const title = titleFromSlug(loaderData.slug);
  return pageMeta({
    title,
    description: `${title}: ideas and practical advice from our interior designers.`,
    path: `/blogs/${loaderData.slug}`,
    image: `/art/blog/${loaderData.slug}.svg`,
    type: "article",
  });
};

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  return <PageHeader title={titleFromSlug(loaderData.slug)} intro="Ideas and practical advice from our interior designers." />;
}

export function ErrorBoundary() {
  return <NotFoundPage title="Blog not found." message="This article does not exist. Browse our latest posts instead." />;
}
