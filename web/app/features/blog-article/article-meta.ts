import type { MetaDescriptor } from "react-router";
import type { BlogPost } from "~/content/blog";
import { settings } from "~/content/settings";
import { absoluteUrl, breadcrumbJsonLd, pageMeta, SITE_ORIGIN, type JsonLd } from "~/lib/seo";

export function articlePath(post: Pick<BlogPost, "slug">): string {
  return `/blogs/${post.slug}`;
}

/** schema.org Article for a post, published by the company that the root layout describes. */
export function articleJsonLd(post: BlogPost): JsonLd {
  const url = absoluteUrl(articlePath(post));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(post.image)],
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", "@id": `${SITE_ORIGIN}/#organization`, name: settings.brandName, logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") } },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: post.category,
    keywords: post.keywords.join(", "),
    inLanguage: "en-IN",
  };
}

/** Title, description, keywords, canonical, social tags and Article + BreadcrumbList data of a post. */
export function articleMeta(post: BlogPost): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: post.title,
      description: post.excerpt,
      path: articlePath(post),
      image: post.image,
      type: "article",
      jsonLd: [
        articleJsonLd(post),
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Blogs", path: "/blogs" },
          { name: post.title, path: articlePath(post) },
        ]),
      ],
    }),
    { name: "keywords", content: post.keywords.join(", ") },
    { name: "author", content: post.author },
    { property: "og:image:alt", content: post.imageAlt },
    { property: "article:published_time", content: post.isoDate },
    { property: "article:author", content: post.author },
    { property: "article:section", content: post.category },
    ...post.keywords.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}
