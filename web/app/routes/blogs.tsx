import { PageHeader } from "~/components/ui/page-header";
import { blogCategories, blogPosts } from "~/content/blog";
import { fetchLiveList, readLiveList, type LiveList } from "~/features/blog-article/live-post";
import { BlogList } from "~/features/blog-list/blog-list";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blogs";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Interior Design Blog: Ideas, Trends and Costs",
    description: "Bedroom, kitchen and whole-home interior design ideas, 2025 trends and honest cost guides from our designers for Indian homes.",
    path: "/blogs",
    jsonLd: breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Blogs", path: "/blogs" },
    ]),
  });

// Runs at build time: the built list is blogPosts; a server that has other posts writes them into the page.
export function loader(): { live: LiveList | null } {
  return { live: null };
}

// A client-side visit asks the API for the live posts; the page itself arrives with them (or is the built list).
export async function clientLoader(): Promise<{ live: LiveList | null }> {
  return { live: readLiveList() ?? (await fetchLiveList()) };
}

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const live = loaderData?.live ?? readLiveList();
  return (
    <>
      <PageHeader eyebrow="Our Blog" title="Blogs" intro="Ideas, trends and practical advice for designing your home." />
      <BlogList posts={live?.posts ?? blogPosts} categories={live?.categories ?? blogCategories} />
    </>
  );
}
