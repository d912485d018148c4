// Blog posts from the back-office API (issue 27): a post scheduled a day ahead is not there before its time and
// then, once `site posts publish --at` (the controlled clock) reaches it, is on /blogs (search and its category
// chip find it) and at its own address, as complete HTML to a client without JavaScript (title, canonical, Article JSON-LD), in /sitemap.xml; the page hydrates
// without a mismatch; renaming its slug answers 301 from the old one.
import { dayAhead, publishDuePosts } from "./support/blog";
import { waitForHydration } from "./support/ready";
import { staffSession } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: a new post must not reach the shared site's blog tests (they count four cards).
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  site = await startSiteWithStaff("blog", {});
});

test.afterAll(async () => {
  await site?.stop();
});

test("a scheduled post appears at its time on /blogs, at its address and in the sitemap; its old slug answers 301 @phone", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const title = `Terrace Herb Gardens for ${project === "phone" ? "Pune" : "Chennai"} Flats`;
  const slug = title.toLowerCase().replace(/ /g, "-");
  const category = `Balcony Ideas ${project === "phone" ? "One" : "Two"}`;
  const api = page.request;
  await page.context().addCookies((await staffSession(site.baseURL, "editor", project)).cookies);

  const created = await api.post(`${site.baseURL}/api/admin/blog-posts`, {
    data: {
      title, category, author: "Ananya Rao", dateShown: "2026-11-20",
      cover: { url: "/art/blog/future-of-interiors-2025.svg", alt: "A terrace with potted herbs" },
      bodyHtml: `<p>Basil, mint and curry leaves grow well in pots.</p><script>alert(1)</script>`,
      seo: { title: "", description: "Herbs on a city terrace: pots, light and water.", keywords: "terrace garden, herbs" },
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: number; version: number };
  const publishAt = new Date(dayAhead().getTime() - 3600_000).toISOString();
  const scheduled = await api.patch(`${site.baseURL}/api/admin/blog-posts/${post.id}`, { data: { version: post.version, status: "scheduled", publishAt } });
  expect(scheduled.status()).toBe(200);

  expect((await api.get(`${site.baseURL}/blogs/${slug}`)).status()).toBe(404);
  expect(publishDuePosts(site.dataDir, dayAhead().toISOString())).toContain(`published /blogs/${slug} `);
  await expect.poll(async () => (await api.get(`${site.baseURL}/blogs/${slug}`)).status(), { timeout: 15_000 }).toBe(200);

  // The HTML a client without JavaScript gets.
  const html = await (await api.get(`${site.baseURL}/blogs/${slug}`)).text();
  expect(html).toContain(`<title>${title} | Nivaas Interiors</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/blogs/${slug}"/>`));
  expect(html).toContain(`"@type":"Article"`);
  expect(html).toContain(`"headline":"${title}"`);
  expect(html).toContain("Basil, mint and curry leaves grow well in pots.");
  expect(html).not.toContain("alert(1)");
  // The running site notices the command's change on its next look at the blog (within seconds).
  await expect.poll(async () => (await api.get(`${site.baseURL}/sitemap.xml`)).text(), { timeout: 15_000 }).toContain(`/blogs/${slug}</loc>`);

  // The page hydrates without a mismatch.
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${site.baseURL}/blogs/${slug}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("complementary", { name: "More from our blog" }).getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await shot(page, testInfo, "article");

  // On /blogs: the search and the new category's chip find it.
  await page.goto(`${site.baseURL}/blogs`);
  await waitForHydration(page);
  const cards = page.getByRole("main").getByRole("article");
  await page.getByRole("searchbox", { name: "Search articles by title" }).fill("terrace herb");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("heading")).toHaveText(title);
  await page.getByRole("searchbox", { name: "Search articles by title" }).fill("");
  await page.getByRole("button", { name: category }).click();
  await expect(cards).toHaveCount(1);
  await shot(page, testInfo, "list");
  await cards.first().getByRole("link", { name: `Read More: ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);

  // A new slug keeps the old address as a 301.
  const current = (await (await api.get(`${site.baseURL}/api/admin/blog-posts/${post.id}`)).json()) as { version: number };
  const renamed = await api.patch(`${site.baseURL}/api/admin/blog-posts/${post.id}`, { data: { version: current.version, slug: `${slug}-guide` } });
  expect(renamed.status()).toBe(200);
  const old = await api.get(`${site.baseURL}/blogs/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(`/blogs/${slug}-guide`);
});
