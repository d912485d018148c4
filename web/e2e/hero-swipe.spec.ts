// The hero by finger and mouse: native scroll-snap moves it one slide per swipe, with no carousel engine loaded.
import type { Page } from "@playwright/test";
import { skipConsultationAutoOpen } from "./support/ready";
import { expect, test } from "./support/test";

function hero(page: Page) {
  return page.getByRole("region", { name: "Highlights" });
}

function slide(page: Page, n: number) {
  return hero(page).getByRole("group", { name: `${n} of 2`, includeHidden: true });
}

function dot(page: Page, n: number) {
  return hero(page).getByRole("button", { name: `Go to slide ${n}` });
}

/** A horizontal finger swipe across the middle of the shown slide's picture, by fractions of its width. */
async function swipe(page: Page, from: number, to: number): Promise<void> {
  // After hydration only the shown slide's picture is exposed; before it none is hidden and the first is the one shown.
  const box = (await hero(page).getByRole("img").first().boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const at = (f: number) => [{ x: box.x + box.width * f, y }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from) });
  for (let i = 1; i <= 10; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(from + ((to - from) * i) / 10) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The slide's left edge is where the first slide's was at the start: it moved by whole slides. */
async function expectAt(page: Page, n: number, x: number): Promise<void> {
  await expect.poll(async () => Math.round((await slide(page, n).boundingBox())!.x)).toBe(Math.round(x));
}

test("a finger swipe moves the hero one slide each way, without loading a carousel engine @phone", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
  await skipConsultationAutoOpen(page);
  await page.goto("/");
  const start = (await slide(page, 1).boundingBox())!.x;

  await swipe(page, 0.85, 0.15);
  await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  await expect(slide(page, 2)).not.toHaveAttribute("aria-hidden", "true");
  await expect(slide(page, 1)).toHaveAttribute("inert", "");
  await expectAt(page, 2, start);

  await swipe(page, 0.15, 0.85);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await expectAt(page, 1, start);

  // Past the first slide there is nothing: the swipe neither moves the hero nor leaves the page (Chromium's Back gesture).
  await swipe(page, 0.15, 0.85);
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/\/$/);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await expectAt(page, 1, start);
  expect(scripts.filter((u) => /embla/i.test(u))).toEqual([]);
});

test("a swipe made before the page's JavaScript runs is the slide shown once it does @phone", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  // Holds the page's scripts back until the swipe is done, as on a slow phone network.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await expect(slide(page, 1).getByRole("img")).toBeVisible();
  await swipe(page, 0.85, 0.15);
  await expect.poll(async () => Math.round((await slide(page, 2).boundingBox())!.x)).toBeLessThan(40);
  release();
  await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  await expect(slide(page, 1)).toHaveAttribute("aria-hidden", "true");
});

test("a mouse drag moves the hero one slide, and a drag that ends on the call to action does not press it @desktop", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await page.goto("/");
  const start = (await slide(page, 1).boundingBox())!.x;
  const picture = (await slide(page, 1).getByRole("img").boundingBox())!;
  const y = picture.y + picture.height / 2;
  await page.mouse.move(picture.x + picture.width * 0.8, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(picture.x + picture.width * (0.8 - i * 0.05), y);
  await page.mouse.up();
  await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  await expectAt(page, 2, start);

  const cta = (await slide(page, 2).getByRole("button", { name: "Book A Free Consultation" }).boundingBox())!;
  const [cx, cy] = [cta.x + cta.width / 2, cta.y + cta.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(cx + i * 40, cy);
  for (let i = 9; i >= 0; i--) await page.mouse.move(cx + i * 40, cy);
  await page.mouse.up();
  await page.waitForTimeout(500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  await expectAt(page, 2, start);

  await page.mouse.move(picture.x + picture.width * 0.2, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(picture.x + picture.width * (0.2 + i * 0.05), y);
  await page.mouse.up();
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await expectAt(page, 1, start);
});
