// The consultation modal's dialog behaviour that the browser's <dialog> does not give for free: backdrop, scroll lock, focus, toasts on top.
import type { Locator, Page } from "@playwright/test";
import { imageColours } from "./support/photos";
import { skipConsultationAutoOpen, waitForSettled } from "./support/ready";
import { expect, test } from "./support/test";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function openByClick(page: Page): Promise<{ trigger: Locator; dialog: Locator }> {
  // The offer section's button, further down the page than the hero's.
  const trigger = page.getByRole("button", { name: "Book A Free Consultation" }).last();
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Book A Free Consultation" });
  await expect(dialog.getByLabel("Property type")).toBeFocused();
  return { trigger, dialog };
}

/** The colour on screen at (x, y), read back from a screenshot in a blank page's canvas. */
async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const probe = await page.context().newPage();
  try {
    const { colours } = await imageColours(probe, `data:image/png;base64,${png.toString("base64")}`, [[0, 0]]);
    return colours[0]!;
  } finally {
    await probe.close();
  }
}

test.beforeEach(async ({ page }) => {
  await skipConsultationAutoOpen(page);
});

test("a click on the backdrop closes it and gives focus back to the button; clicks and drags inside do not", async ({ page }) => {
  await page.goto("/");
  const { trigger, dialog } = await openByClick(page);

  await dialog.getByText("Tell us a little about your home").click();
  await expect(dialog).toBeVisible();
  // Pressed in a field and released over the backdrop, as when selecting text: still open.
  const name = await dialog.getByRole("textbox", { name: "Name", exact: true }).boundingBox();
  await page.mouse.move(name!.x + 10, name!.y + 10);
  await page.mouse.down();
  await page.mouse.move(5, 5, { steps: 4 });
  await page.mouse.up();
  await expect(dialog).toBeVisible();

  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await page.evaluate(() => window.sessionStorage.getItem("nivaas:consultation-done"))).toBe("1");
});

test("the page behind does not scroll while it is open, and scrolls again from the same place after @phone", async ({ page }) => {
  await page.goto("/");
  await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
  const { dialog } = await openByClick(page);
  const at = await scrollY(page);
  await expect.poll(() => bodyOverflow(page)).toBe("hidden");

  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(at);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
  expect(await scrollY(page)).toBe(at);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(at);
});

test("Shift+Tab from the first field goes round to Close, and Tab from Close back to the first field @desktop", async ({ page }) => {
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Book A Free Consultation" }).first();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Book A Free Consultation" });
  await expect(dialog.getByLabel("Property type")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Property type")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the error toast of a failed save shows above the backdrop, not dimmed behind it", async ({ page }) => {
  await page.route("**/api/leads", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "The service is unavailable." }) }),
  );
  await page.goto("/");
  const { dialog } = await openByClick(page);
  await dialog.getByLabel("Property type").selectOption("2 BHK");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Backdrop Toast");
  await dialog.getByLabel("Mobile number").fill("9876543210");
  await dialog.getByRole("button", { name: "Submit" }).click();
  const title = page.getByText("Something went wrong. Please try again later.");
  await expect(title).toBeVisible();
  await expect(dialog).toBeVisible();

  await waitForSettled(page);
  // A spot of the toast's own light background, in its padding left of the icon.
  const box = (await page.locator("[data-sonner-toast]").filter({ has: title }).boundingBox())!;
  const colour = await pixelAt(page, Math.round(box.x + 6), Math.round(box.y + box.height / 2));
  expect(Math.min(...colour), `rgb(${colour.join(", ")})`).toBeGreaterThan(200);
});

test("the hero holds its slide while the dialog is open, so closing gives focus back to the hero's own button @desktop", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Highlights" });
  const trigger = hero.getByRole("button", { name: "Book A Free Consultation" }).first();
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Book A Free Consultation" });
  await expect(dialog.getByLabel("Property type")).toBeFocused();
  // Longer than the 5 s the hero waits between slides.
  await page.waitForTimeout(6500);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(hero.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
});
