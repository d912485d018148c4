import { PageHeader } from "~/components/ui/page-header";
import { blogCategories, blogPosts } from "~/content/blog";
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

export default function BlogsPage() {
  return (
    <>
      <PageHeader eyebrow="Our Blog" title="Blogs" intro="Ideas, trends and practical advice for designing your home." />
      <BlogList posts={blogPosts} categories={blogCategories} />
    </>
  );
}
