// The home page: a hero that paints fast and turns by itself, the offer deadline in India time, the JavaScript budget and accessibility of the lead pages.
import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { gotoReady, skipConsultationAutoOpen, waitForHydration } from "./support/ready";
import { expect, test } from "./support/test";

function dot(page: Page, n: number) {
  return page.getByRole("button", { name: `Go to slide ${n}` });
}

test("the first slide is in the HTML, eager with fetchpriority high and its size; every other image is lazy @phone", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const imgs = html.match(/<img [^>]*>/g) ?? [];
  expect(imgs.length).toBeGreaterThan(10);
  const hero = imgs[0] ?? "";
  const rest = imgs.slice(1);
  expect(hero).toContain('src="/art/hero/slide-1.svg"');
  expect(hero.toLowerCase()).toContain('fetchpriority="high"');
  expect(hero).toContain('loading="eager"');
  expect(hero).toContain('width="1600"');
  expect(hero).toContain('height="900"');
  for (const img of rest) {
    expect(img, img).toContain('loading="lazy"');
    expect(img, img).toMatch(/width="\d+"/);
  }
  expect(html).toMatch(/<link rel="preload" as="image" href="\/art\/hero\/slide-1.svg"/);
  // The offer deadline is left to the browser: a neutral text sits in the reserved space.
  expect(html).toContain("Offer valid till");
  expect(html).toContain('data-offer-deadline="pending"');
});

test("the hero advances every 5 s, arrows and dots move it @phone", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await page.goto("/");
  await waitForHydration(page);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await expect(dot(page, 2)).toHaveAttribute("aria-current", "true", { timeout: 8000 });
  await expect(page.getByRole("heading", { level: 2, name: "Up to 20% Extra Space in the Same Home" })).toBeVisible();

  await page.getByRole("button", { name: "Pause slides" }).click();
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  await dot(page, 1).click();
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await page.waitForTimeout(5600);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
});

test("the hero stays still while hovered @desktop", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1 }).hover();
  await page.waitForTimeout(6500);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await page.mouse.move(700, 880);
  await page.mouse.move(5, 890);
  await expect(dot(page, 2)).toHaveAttribute("aria-current", "true", { timeout: 8000 });
});

test("the hero stays still while focus is inside it @desktop", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Book A Free Consultation" }).first().focus();
  await page.waitForTimeout(6500);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
});

test.describe("under prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the hero does not advance by itself @phone", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForTimeout(6500);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  });
});

test.describe("for a visitor in Los Angeles on 30 January 2026 at 12:00 (already the 31st in India)", () => {
  test.use({ timezoneId: "America/Los_Angeles" });
  test("the offer runs till the end of February, without moving the layout", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    await page.clock.setFixedTime(new Date("2026-01-30T20:00:00Z"));
    await page.goto("/");
    const deadline = page.locator('[data-offer-deadline="ready"]');
    await expect(deadline).toHaveText("28 February 2026");
    await expect(page.getByText("Offer valid till")).toContainText("28 February 2026");
    expect(await page.evaluate(() => new Date().getDate())).toBe(30);
  });
});

test("the offer shows the 30th of this month on the 29th @phone", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await page.clock.setFixedTime(new Date("2026-11-29T10:00:00Z"));
  await page.goto("/");
  await expect(page.locator('[data-offer-deadline="ready"]')).toHaveText("30 November 2026");
});

test("the home page loads at most 150 KB of JavaScript (gzip) before interaction, and nothing shifts @phone", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const js = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.endsWith(".js"))
      .map((e) => ({ name: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
  );
  const total = js.reduce((sum, e) => sum + e.bytes, 0);
  console.log(`home JavaScript before interaction: ${(total / 1024).toFixed(1)} KB in ${js.length} files`);
  expect(total).toBeLessThanOrEqual(150 * 1024);
  expect(js.some((e) => /consultation-modal|embla/.test(e.name))).toBe(false);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.02);
});

test("the estimate form's second step and thank-you panel have no serious or critical axe violations", async ({ page }) => {
  await page.route("**/api/leads", (route) => route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1,"createdAt":"2026-11-21T00:00:00Z"}' }));
  await page.route("**/api/sendMail", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true}' }));
  await gotoReady(page, "/get-free-estimate");
  await page.getByRole("radio", { name: "2 BHK" }).locator("xpath=..").click();
  await page.getByRole("radio", { name: "Pune" }).locator("xpath=..").click();
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Axe Visitor");
  await page.getByRole("textbox", { name: "Mobile number" }).fill("123");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Please enter a valid 10-digit mobile number.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("textbox", { name: "Mobile number" }).fill("9876543210");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
