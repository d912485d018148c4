// Geometry of the shell: the header is one row at every desktop width, and the floating chat button
// never sits on top of another control at the places a visitor stops on the home page.
import type { Locator, Page } from "@playwright/test";
import { skipConsultationAutoOpen } from "./support/ready";
import { expect, test } from "./support/test";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Name and box of every visible link and button inside scope (hidden dropdown panels excluded), in one round trip per role. */
async function controls(scope: Locator): Promise<Array<{ name: string; box: Box }>> {
  const measure = (els: Element[]) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const name = el.getAttribute("aria-label") ?? (el as HTMLElement).innerText.trim();
      return { name, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    });
  const found = [...(await scope.getByRole("link").evaluateAll(measure)), ...(await scope.getByRole("button").evaluateAll(measure))];
  return found.filter((c) => c.box.width > 0 && c.box.height > 0);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe("header @desktop", () => {
  // Below 1280 px the nine menu items do not fit beside the logo and the estimate button, so the menu button takes over.
  for (const width of [1024, 1152, 1279]) {
    test(`is one row with the menu button at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expectOneRow(page, header, ["Nivaas", "WhatsApp", "Get Free Estimate", "Open menu"]);
    });
  }

  for (const width of [1280, 1366, 1440, 1536, 1920]) {
    test(`is one row with the full menu at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const header = page.getByRole("banner");
      const nav = page.getByRole("navigation", { name: "Main" });
      const first = await nav.getByRole("button", { name: "Design Gallery" }).boundingBox();
      const last = await nav.getByRole("button", { name: "More" }).boundingBox();
      expect(first, "Design Gallery is visible").not.toBeNull();
      expect(last, "More is visible").not.toBeNull();
      expect(Math.abs(last!.y - first!.y)).toBeLessThanOrEqual(1);
      await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
      await expectOneRow(page, header, ["Nivaas", "Design Gallery", "More", "WhatsApp", "Get Free Estimate"]);
    });
  }
});

/** Every visible header control shares one row, none overlaps another, none reaches past the viewport. */
async function expectOneRow(page: Page, header: Locator, mustInclude: string[]) {
  const found = await controls(header);
  const names = found.map((c) => c.name);
  for (const name of mustInclude) expect(names.some((n) => n.startsWith(name)), `${name} in ${names.join(" | ")}`).toBe(true);

  const centres = found.map((c) => c.box.y + c.box.height / 2);
  expect(Math.max(...centres) - Math.min(...centres), `vertical centres of ${names.join(" | ")}`).toBeLessThanOrEqual(2);

  const viewport = page.viewportSize()!;
  for (const c of found) {
    expect(c.box.x, `${c.name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(c.box.x + c.box.width, `${c.name} ends inside the viewport`).toBeLessThanOrEqual(viewport.width);
  }
  for (let i = 0; i < found.length; i++) {
    for (let j = i + 1; j < found.length; j++) {
      expect(overlaps(found[i]!.box, found[j]!.box), `${found[i]!.name} overlaps ${found[j]!.name}`).toBe(false);
    }
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/** Scrolls the window to y and waits a frame so boxes are measured where they are painted. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function expectChatCoversNothing(page: Page, where: string) {
  const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  const chatBox = (await chat.boundingBox())!;
  const covered = (await controls(page.locator("body")))
    .filter((c) => c.name !== "Chat with us on WhatsApp" && overlaps(c.box, chatBox))
    .map((c) => c.name);
  expect(covered, `controls under the chat button ${where}`).toEqual([]);
}

// The places a visitor rests: the first screen, the hero arrows just above the bottom edge, the middle, the end.
async function checkRestingPlaces(page: Page) {
  await skipConsultationAutoOpen(page);
  await page.goto("/");
  const viewport = page.viewportSize()!;

  await expectChatCoversNothing(page, "at the top");

  const next = page.getByRole("button", { name: "Next slide" });
  const nextBox = (await next.boundingBox())!;
  const edge = nextBox.y + nextBox.height - viewport.height;
  // When the arrows already show above the bottom edge at the top of the page, the first check saw them.
  if (edge > 0) {
    await scrollTo(page, edge);
    const atEdge = (await next.boundingBox())!;
    expect(Math.abs(atEdge.y + atEdge.height - viewport.height), "Next slide sits at the bottom edge").toBeLessThanOrEqual(2);
    await expectChatCoversNothing(page, "with the hero arrows at the bottom edge");
  }

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await scrollTo(page, height / 2 - viewport.height / 2);
  await expectChatCoversNothing(page, "mid-page");

  await scrollTo(page, height);
  await expectChatCoversNothing(page, "at the end of the page");
}

test("the chat button covers no control on the home page @phone", async ({ page }) => {
  await checkRestingPlaces(page);
});

test("the chat button covers no control on the home page of a small laptop @desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await checkRestingPlaces(page);
});
