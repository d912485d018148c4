import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** Counts the page's calls to an API path, so a test can say none was needed. */
function apiCalls(page: Page, path: string) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === path) seen.push(r.url());
  });
  return seen;
}

test("a gallery's first view arrives inside the page: its designs show without asking the API @phone", async ({ page }) => {
  const calls = apiCalls(page, "/api/designs");
  await page.goto("/design-gallery/Wardrobe-Designs");
  await expect(page.locator("article[data-design]")).toHaveCount(4);
  await expect(page.getByRole("radio", { name: "Normal" })).toBeChecked();
  expect(calls).toEqual([]);
  // Another tier is not in the page: choosing it asks the API.
  await page.getByRole("radio", { name: "Luxury" }).check();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
});

test("recent projects arrive inside the page: the newest show without asking the API @phone", async ({ page }) => {
  const calls = apiCalls(page, "/api/recent-projects");
  await page.goto("/recent-projects");
  await expect(page.getByRole("main").locator("article")).toHaveCount(4);
  expect(calls).toEqual([]);
});

type Photo = { alt?: string };
/** The first card of each page and the alt text its photo has (project-card.tsx, design-images.tsx's imageAlt). */
const firstCards = [
  {
    path: "/recent-projects",
    api: "/api/recent-projects",
    alt: (list: { name: string; images: Photo[] }[]) => list[0]!.images[0]!.alt || list[0]!.name,
  },
  {
    path: "/design-gallery/Bedroom-Designs",
    api: "/api/designs?category=Bedroom-Designs&type=Normal",
    alt: (list: { title: string; images: Photo[] }[]) => list[0]!.images[0]!.alt?.trim() || `${list[0]!.title}, image 1 of ${list[0]!.images.length}`,
  },
];

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  for (const card of firstCards) {
    test(`${card.path} shows its first card's photo, with its alt text, from the page itself @phone`, async ({ page, request }) => {
      const alt = card.alt(await (await request.get(card.api)).json());
      await page.goto(card.path, { waitUntil: "commit" });
      await page.waitForLoadState("load");
      const photo = page.getByRole("main").getByRole("img", { name: alt, exact: true });
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  }
});

for (const card of firstCards) {
  test(`${card.path}: the hydrated first card's photo takes the place of the page's own, in the same box`, async ({ page, browser, request, site }, testInfo) => {
    const alt = card.alt(await (await request.get(card.api)).json());
    // The same page as it is before any script runs: the same screen, JavaScript off.
    const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
    const before = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile, hasTouch, deviceScaleFactor, baseURL: site.baseURL });
    const plain = await before.newPage();
    await plain.goto(card.path);
    const served = await plain.getByRole("main").getByRole("img", { name: alt, exact: true }).boundingBox();
    await before.close();

    await page.goto(card.path);
    // The hydrated card is an <article>; the server's photo sat in a frame that is not one.
    const hydrated = page.getByRole("main").getByRole("article").first().getByRole("img", { name: alt, exact: true }).first();
    await expect(hydrated).toBeVisible();
    expect(served).not.toBeNull();
    // Polled: on phones the swipe carousel's code arrives after the card and takes the photo's place (in the same box).
    await expect.poll(() => hydrated.boundingBox()).toEqual(served);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) sum += e.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(sum), 500);
        }),
    );
    // The photo itself cannot move (its box is checked above); a late web font may still nudge a line of text.
    expect(shifts).toBeLessThan(0.01);
  });
}

for (const card of firstCards) {
  test(`${card.path}: the hydrated first card's photo is not a new largest paint after the page's own`, async ({ page, request }) => {
    const alt = card.alt(await (await request.get(card.api)).json());
    // Each largest-paint candidate as Chrome reports it, and whether it was a hydrated card's (an <article>'s).
    await page.addInitScript(() => {
      const seen: { url: string; inCard: boolean }[] = [];
      Object.assign(window, { largestPaints: seen });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as LargestContentfulPaint[]) {
          seen.push({ url: e.url, inCard: e.element?.closest("article") != null });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(card.path);
    const hydrated = page.getByRole("main").getByRole("article").first().getByRole("img", { name: alt, exact: true }).first();
    await expect(hydrated).toBeVisible();
    await expect.poll(() => hydrated.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Candidates are reported once their frame is on screen: two frames and a moment after the card's photo is ready.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));
    const paints = await page.evaluate(() => (window as unknown as { largestPaints: { url: string; inCard: boolean }[] }).largestPaints);
    expect(paints.length).toBeGreaterThan(0);
    // A card's photo painted as a larger candidate than the server's identical one would move LCP past hydration.
    expect(paints.filter((p) => p.inCard)).toEqual([]);
  });
}
