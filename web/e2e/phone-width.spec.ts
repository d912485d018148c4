// Nothing is wider than a phone's screen: at 360, 390 and 414 px no route is wider than the screen, nor the estimate
// form's second step, nor the open consultation modal (scroll widths and innerWidth <= the phone's width).
import type { Page } from "@playwright/test";
import { allRoutes } from "../app/content/paths";
import { gotoReady, skipConsultationAutoOpen } from "./support/ready";
import { expect, test } from "./support/test";

const WIDTHS = [360, 390, 414];

// Every test loads its page once per width: three pages' time.
test.slow();

/**
 * How far the page reaches past the screen's width, and what sticks out, to name it on failure. A phone widens its
 * layout viewport to fit a too-wide page (innerWidth grows with it), and the body clips sideways overflow from the
 * document's scroll width, so both are measured against the width the phone has, the body's own scroll width too.
 */
function overflow(page: Page, width: number) {
  return page.evaluate((screen) => {
    const reach = Math.max(window.innerWidth, document.documentElement.scrollWidth, document.body.scrollWidth);
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && getComputedStyle(el).overflowX === "visible")
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").slice(0, 60)} (${el.scrollWidth} in ${el.clientWidth})`);
    return { extra: reach - screen, culprits };
  }, width);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { extra, culprits } = await overflow(page, page.viewportSize()!.width);
  expect(extra, `${where} is wider than the screen by ${extra} px; overflowing: ${culprits.join(" | ")}`).toBeLessThanOrEqual(0);
}

test.describe("no route is wider than a phone @phone", () => {
  for (const path of allRoutes()) {
    test(path, async ({ page }) => {
      await skipConsultationAutoOpen(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await gotoReady(page, path);
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      }
    });
  }
});

test("the estimate form's second step fits a phone @phone", async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, "/get-free-estimate");
    await page.getByRole("radio", { name: "2 BHK", exact: true }).locator("xpath=..").click();
    await page.getByRole("radio", { name: "Bangalore", exact: true }).locator("xpath=..").click();
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect(page.getByRole("heading", { name: "How can we reach you?" })).toBeFocused();
    await expectNoSidewaysScroll(page, `the second step at ${width} px`);
    for (const button of ["BACK", "GET FREE ESTIMATE"]) {
      const box = (await page.getByRole("button", { name: button }).boundingBox())!;
      expect(box.x + box.width, `${button} ends inside the screen at ${width} px`).toBeLessThanOrEqual(width);
    }
    const field = (await page.getByLabel("Mobile number").boundingBox())!;
    expect(field.x + field.width, `the mobile field ends inside the screen at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test("the open consultation modal fits a phone @phone", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Book A Free Consultation" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book A Free Consultation" });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page, `the consultation modal at ${width} px`);
    const box = (await dialog.boundingBox())!;
    expect(box.x, `the modal starts inside the screen at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `the modal ends inside the screen at ${width} px`).toBeLessThanOrEqual(width);
  }
});
