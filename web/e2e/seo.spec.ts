import { allRoutes, blogSlugs, citySlugs, guides } from "../app/content/paths";
import { expect, test } from "./support/test";

const ORIGIN = "https://www.nivaas.example";

interface PageHead {
  title: string;
  description: string;
  canonical: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
}

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The head of raw pre-rendered HTML, read without running any script. */
function readHead(html: string): PageHead {
  const attr = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "");
  const metas = [...html.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]);
  const byKey = (prefix: string) =>
    Object.fromEntries(
      metas
        .map((tag) => [attr(tag, "property") || attr(tag, "name"), attr(tag, "content")] as const)
        .filter(([key]) => key.startsWith(prefix)),
    );
  const description = metas.find((tag) => attr(tag, "name") === "description");
  const canonical = /<link\s[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? "";
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: description ? attr(description, "content") : "",
    canonical: attr(canonical, "href"),
    og: byKey("og:"),
    twitter: byKey("twitter:"),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
}

const types = (head: PageHead) => head.jsonLd.map((d) => d["@type"]);

test.describe("search engines @desktop", () => {
  test("every pre-rendered route has its own title, description and canonical link, social tags and the company data", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of allRoutes()) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const head = readHead(await res.text());
      expect(head.title.length, `${path} title`).toBeGreaterThan(10);
      expect(head.description.length, `${path} description`).toBeGreaterThan(50);
      expect(head.canonical, `${path} canonical`).toBe(path === "/" ? `${ORIGIN}/` : `${ORIGIN}${path}`);
      expect(titles.get(head.title), `${path} repeats the title of ${titles.get(head.title)}`).toBeUndefined();
      expect(descriptions.get(head.description), `${path} repeats the description of ${descriptions.get(head.description)}`).toBeUndefined();
      titles.set(head.title, path);
      descriptions.set(head.description, path);
      expect(head.og["og:title"], path).toBe(head.title);
      expect(head.og["og:description"], path).toBe(head.description);
      expect(head.og["og:url"], path).toBe(head.canonical);
      expect(head.og["og:image"], path).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(head.twitter["twitter:card"], path).toBe("summary_large_image");
      expect(head.twitter["twitter:title"], path).toBe(head.title);
      expect(types(head), path).toContain("HomeAndConstructionBusiness");
    }
    expect(titles.size).toBe(allRoutes().length);
  });

  test("blog posts carry Article, keywords and a breadcrumb; city pages and guides a breadcrumb", async ({ request }) => {
    for (const slug of blogSlugs) {
      const path = `/blogs/${slug}`;
      const html = await (await request.get(path)).text();
      const head = readHead(html);
      const article = head.jsonLd.find((d) => d["@type"] === "Article")!;
      expect(article, path).toBeTruthy();
      expect(article.headline, path).toBe(head.title.replace(/ \| Nivaas Interiors$/, ""));
      expect((article.mainEntityOfPage as { "@id": string })["@id"]).toBe(`${ORIGIN}${path}`);
      expect(article.datePublished, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(head.og["og:type"], path).toBe("article");
      expect(html, path).toMatch(/<meta name="keywords" content="[^"]{10,}"/);
      expect(types(head), path).toContain("BreadcrumbList");
    }
    for (const path of [...citySlugs.map((s) => `/city/${s}`), ...guides.map((g) => g.path)]) {
      const head = readHead(await (await request.get(path)).text());
      const crumbs = head.jsonLd.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: Array<{ item: string }> } | undefined;
      expect(crumbs, path).toBeTruthy();
      expect(crumbs!.itemListElement.at(-1)!.item, path).toBe(`${ORIGIN}${path}`);
    }
  });

  test("sitemap.xml lists every route on the build origin, and robots.txt points at it", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = allRoutes().map((p) => (p === "/" ? `${ORIGIN}/` : `${ORIGIN}${p}`));
    expect([...locs].sort()).toEqual([...expected].sort());
    expect(xml).not.toContain("spa-fallback");
    expect(xml).not.toContain("404");

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Allow: /");
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test("the not-found page is kept out of the index", async ({ request }) => {
    const res = await request.get("/blogs/no-such-post");
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('rel="canonical"');
  });
});
