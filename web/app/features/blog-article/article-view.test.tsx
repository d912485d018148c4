import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { blogPosts } from "~/content/blog";
import { settings } from "~/content/settings";
import { articleJsonLd, articleMeta } from "./article-meta";
import { ArticleView } from "./article-view";

const post = blogPosts[2]!;

describe("ArticleView", () => {
  it("shows image, category, title, author, date, body and the sidebar", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <ArticleView post={post} posts={blogPosts} /> }]);
    render(<Stub initialEntries={["/"]} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(post.title);
    expect(screen.getByRole("img", { name: post.imageAlt })).toHaveAttribute("src", post.image);
    expect(screen.getAllByText(post.category).length).toBeGreaterThan(0);
    expect(screen.getByText(post.author)).toBeInTheDocument();
    expect(screen.getAllByText(post.date)[0]).toHaveAttribute("datetime", post.isoDate);
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(4);
    const latest = within(screen.getByRole("region", { name: "Latest Posts" })).getAllByRole("link");
    expect(latest.map((a) => a.getAttribute("href"))).toEqual(blogPosts.slice(0, 4).map((p) => `/blogs/${p.slug}`));
    const socials = within(screen.getByRole("region", { name: "Follow Us" })).getAllByRole("link");
    expect(socials).toHaveLength(3);
    for (const a of socials) expect(Object.values(settings.social)).toContain(a.getAttribute("href"));
  });
});

describe("article meta", () => {
  it("describes the post for search engines and social cards", () => {
    const meta = articleMeta(post);
    expect(meta).toContainEqual({ title: `${post.title} | ${settings.brandName}` });
    expect(meta).toContainEqual({ name: "description", content: post.excerpt });
    expect(meta).toContainEqual({ name: "keywords", content: post.keywords.join(", ") });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `https://www.nivaas.example/blogs/${post.slug}` });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    const types = meta.flatMap((m) => ("script:ld+json" in m ? [(m["script:ld+json"] as { "@type": string })["@type"]] : []));
    expect(types).toEqual(["Article", "BreadcrumbList"]);
    expect(articleJsonLd(post)).toMatchObject({ headline: post.title, datePublished: post.isoDate, author: { name: post.author } });
  });
});
