// Issue 27 "Done when" (the editor's part): an editor writes a post with a cover photo and an inline photo, previews it,
// schedules it a day ahead, and once `site posts publish --at` (the controlled clock) reaches its time it is on /blogs
// and at its own address; leaving it with unsaved changes asks first; Delete takes it off the site ("Blog not found.",
// out of /blogs and the sitemap); a sales user cannot open the editor (403).
import type { Locator, Page } from "@playwright/test";
import { dayAhead, publishDuePosts } from "./support/blog";
import { phonePhoto } from "./support/photos";
import { unique } from "./support/records";
import type { RunningSite } from "./support/site";
import { signInAs } from "./support/sessions";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test as sharedSiteTest } from "./support/test";

// Its own site: the post it publishes must not reach the shared site's blog tests (they count four cards).
const test = sharedSiteTest.extend<object, { ownSite: RunningSite }>({
  ownSite: [
    async ({}, use) => {
      const site = await startSiteWithStaff("blog-editor", {});
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 90_000 }, // a loaded machine starts a site slowly
  ],
  baseURL: async ({ ownSite }, use) => use(ownSite.baseURL),
});

/** Uploads the test photo through a "Choose photos" picker inside scope and waits for the server's answer. */
async function upload(page: Page, scope: Locator, name: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/admin/media") && r.request().method() === "POST");
  await scope.getByLabel("Choose photos").setInputFiles({ name, mimeType: "image/jpeg", buffer: await phonePhoto(page) });
  expect((await answer).status()).toBe(201);
}

/** A day ahead in India time, as the schedule's field takes it. */
function dayAheadInIndia(): string {
  return new Date(dayAhead().getTime() - 3600_000 + 330 * 60_000).toISOString().slice(0, 16);
}

test("an editor writes a post with a cover and an inline photo, previews it, schedules it, and at its time visitors read it @desktop", async ({ page, browser, ownSite }, testInfo) => {
  test.setTimeout(240_000);
  const title = unique("Teak pooja corners", testInfo);
  await signInAs(page, "editor", testInfo, ownSite.baseURL);
  await page.goto("/admin/blog-posts");
  await expect(page.getByRole("heading", { name: "Blog posts", level: 1 })).toBeVisible();
  await shot(page, testInfo, "blog-posts-list", { fullPage: true });
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { name: "New blog post", level: 1 })).toBeVisible();

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  const slug = await page.getByLabel("Address").inputValue();
  expect(slug).toMatch(/^teak-pooja-corners-/);
  await page.getByLabel("Category").fill("Home Interior Design Ideas");

  const cover = page.getByRole("group", { name: "Cover photo" });
  await upload(page, cover, "cover.jpg");
  await expect(cover.getByRole("button", { name: "Replace photo" })).toBeVisible();
  await cover.getByLabel("Description of the cover photo").fill("A teak pooja corner with brass lamps");

  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("Small homes still have room for a calm pooja corner.");
  await page.keyboard.press("Enter");
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Photo", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Photo" });
  await upload(page, dialog, "inline.jpg");
  await expect(dialog.getByText("Added: 1500 × 2000 pixels. Describe it below.")).toBeVisible();
  // The photo goes in only with its description (Enter in the field is the dialog's Insert photo).
  const alt = dialog.getByLabel("Description of the photo");
  await alt.press("Enter");
  await expect(dialog.getByText("Describe every photo in the post in a few words (alt text).")).toBeVisible();
  await alt.fill("Brass diyas on a teak shelf");
  await alt.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(body.getByRole("img", { name: "Brass diyas on a teak shelf" })).toBeVisible();

  await page.getByLabel("Search description").fill("Ideas for a teak pooja corner in a small flat.");
  await expect(page.getByRole("region", { name: "Search result preview" })).toContainText("Ideas for a teak pooja corner in a small flat.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+$/);
  await expect(page.getByText("Post saved.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Revisions" }).getByRole("listitem")).toHaveCount(1);
  await shot(page, testInfo, "blog-post-editor", { fullPage: true });

  // Preview: the public article, drawn from what is typed.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview: how visitors will see this post" });
  await expect(preview.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByRole("img", { name: "A teak pooja corner with brass lamps" })).toBeVisible();
  await expect(preview.getByRole("img", { name: "Brass diyas on a teak shelf" })).toBeVisible();
  await shot(page, testInfo, "blog-post-preview");
  await preview.getByRole("button", { name: "Close preview" }).click();
  await expect(preview).toHaveCount(0);

  // Schedule a day ahead, India time: not live before, live once the controlled clock reaches it, without anyone pressing Publish.
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await page.getByLabel("Publish on (India time)").fill(dayAheadInIndia());
  await page.getByRole("button", { name: "Schedule post" }).click();
  await expect(page.getByText("Scheduled: it publishes itself at its time.")).toBeVisible();
  await expect(page.getByText(/Publishes itself .* \(India time\)\./)).toBeVisible();
  const visitor = await browser.newPage();
  expect((await visitor.request.get(`/blogs/${slug}`)).status()).toBe(404);

  await page.goto("/admin/blog-posts?status=scheduled");
  await expect(page.getByRole("list", { name: "Posts" }).getByRole("listitem").filter({ hasText: title })).toBeVisible();

  expect(publishDuePosts(ownSite.dataDir, dayAhead().toISOString())).toContain(`published /blogs/${slug} `);
  await expect.poll(async () => (await visitor.request.get(`/blogs/${slug}`)).status(), { timeout: 15_000 }).toBe(200);
  // The running site notices the command's change on its next look at the blog (within seconds).
  await expect.poll(async () => (await visitor.request.get("/sitemap.xml")).text(), { timeout: 15_000 }).toContain(`/blogs/${slug}</loc>`);
  await visitor.goto(`/blogs/${slug}`);
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByRole("img", { name: "Brass diyas on a teak shelf" })).toBeVisible();
  await visitor.goto("/blogs");
  await expect(visitor.getByText(title)).toBeVisible();
  await page.goto("/admin/blog-posts?status=published");
  await expect(page.getByRole("list", { name: "Posts" }).getByRole("listitem").filter({ hasText: title })).toBeVisible();

  // Leaving with unsaved changes asks first; Delete, after its confirmation, takes the post off the site.
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: "Edit blog post", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(`${title}, revised`);
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Blog posts" }).click();
  const leave = page.getByRole("dialog", { name: "Unsaved changes" });
  await expect(leave).toContainText("This post has changes that are not saved. Leave and lose them?");
  await shot(page, testInfo, "blog-post-unsaved");
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(`${title}, revised`);
  await page.getByRole("button", { name: "Delete post" }).click();
  const confirm = page.getByRole("group", { name: "Delete this post" });
  await expect(confirm).toContainText("Delete this post for good?");
  await shot(page, testInfo, "blog-post-delete");
  await confirm.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("heading", { name: "Blog posts", level: 1 })).toBeVisible();
  await expect(page.getByText("Post deleted.")).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  expect((await visitor.request.get(`/blogs/${slug}`)).status()).toBe(404);
  expect(await (await visitor.request.get(`/api/blogs/${slug}`)).json()).toEqual({ error: "Blog not found." });
  await visitor.goto("/blogs");
  await expect(visitor.getByRole("heading", { name: "Blogs", level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(slug);
  await visitor.close();
});

test("a sales user cannot open the blog editor @phone", async ({ page, ownSite }, testInfo) => {
  await signInAs(page, "sales", testInfo, ownSite.baseURL);
  await expect(page.getByRole("link", { name: "Blog posts" })).toHaveCount(0);
  for (const path of ["/admin/blog-posts", "/admin/blog-posts/new"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveCount(0);
  }
  expect((await page.request.get("/api/admin/blog-posts")).status()).toBe(403);
  expect((await page.request.get("/api/admin/blog-categories")).status()).toBe(403);
});
