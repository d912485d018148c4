// Keyboard-only use of the pieces the page specs do not already drive by keyboard:
// the mobile menu's groups, the hero carousel, the gallery images and the budget calculator.
// (Covered elsewhere: desktop dropdowns and menu Escape in shell.spec.ts, the modal in
// lead-journeys-modal.spec.ts, the FAQ accordion in showcase-pages.spec.ts, the estimate form.)
import type { Locator, Page } from "@playwright/test";
import { gotoReady, skipConsultationAutoOpen } from "./support/ready";
import { expect, test } from "./support/test";

const KITCHEN = "/design-gallery/Modular-Kitchen-Designs";

async function focusedInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

async function pressUntilFocused(page: Page, key: string, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe("mobile menu by keyboard @phone", () => {
  test("Enter opens it, Tab stays inside, Enter opens one group at a time and follows a link", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect.poll(() => focusedInside(menu)).toBe(true);

    // Focus is trapped: a full round of Tab never leaves the menu.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await focusedInside(menu)).toBe(true);
    }

    const gallery = menu.getByRole("button", { name: "Design Gallery" });
    const cities = menu.getByRole("button", { name: "Cities" });
    await pressUntilFocused(page, "Tab", gallery);
    await page.keyboard.press("Enter");
    await expect(gallery).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Modular Kitchen" })).toBeFocused();

    await pressUntilFocused(page, "Tab", cities);
    await page.keyboard.press("Space");
    await expect(cities).toHaveAttribute("aria-expanded", "true");
    await expect(gallery).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Tab");
    const mumbai = menu.getByRole("link", { name: "Mumbai" });
    await expect(mumbai).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/city\/mumbai$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("hero carousel by keyboard", () => {
  test("arrows, dots and pause work from the keyboard; focus stops the auto-advance @desktop", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    await gotoReady(page, "/");
    const hero = page.getByRole("region", { name: "Highlights" });
    const slide = (n: number) => hero.getByRole("group", { name: `${n} of 2`, includeHidden: true });
    const dot = (n: number) => hero.getByRole("button", { name: `Go to slide ${n}` });

    // Focus inside holds the carousel still; on a busy machine its 5 s timer may have moved on before the focus landed.
    await hero.getByRole("button", { name: "Next slide" }).focus();
    const from = (await dot(2).getAttribute("aria-current")) === "true" ? 2 : 1;
    const to = 3 - from;
    await page.keyboard.press("Enter");
    await expect(dot(to)).toHaveAttribute("aria-current", "true");
    await expect(slide(to)).not.toHaveAttribute("aria-hidden", "true");
    await expect(slide(from)).toHaveAttribute("aria-hidden", "true");

    // While focus is inside, the carousel holds still past the 5 s interval.
    await page.waitForTimeout(5600);
    await expect(dot(to)).toHaveAttribute("aria-current", "true");

    await page.keyboard.press("Shift+Tab");
    await expect(hero.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dot(from)).toHaveAttribute("aria-current", "true");

    await dot(to).focus();
    await page.keyboard.press("Enter");
    await expect(dot(to)).toHaveAttribute("aria-current", "true");

    // The hidden slide's controls are out of the tab order.
    await expect(slide(from)).toHaveAttribute("inert", "");

    const pause = hero.getByRole("button", { name: "Pause slides" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect(hero.getByRole("button", { name: "Play slides" })).toBeFocused();
  });
});

test.describe("gallery images by keyboard", () => {
  test("thumbnails choose the main image with Enter and Space; Explore more toggles @desktop", async ({ page }) => {
    await gotoReady(page, KITCHEN);
    const card = page.locator("article[data-design]").first();
    const thumbs = card.getByRole("button", { name: /^Show image \d+ of \d+$/ });
    await expect(thumbs.first()).toHaveAttribute("aria-pressed", "true");
    const main = card.getByRole("img").first();
    const firstSrc = await main.getAttribute("src");

    await thumbs.first().focus();
    await page.keyboard.press("Tab");
    await expect(thumbs.nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbs.first()).toHaveAttribute("aria-pressed", "false");
    const secondSrc = await thumbs.nth(1).locator("img").getAttribute("src");
    await expect(main).toHaveAttribute("src", secondSrc!);
    expect(secondSrc).not.toBe(firstSrc);

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(main).toHaveAttribute("src", firstSrc!);

    const explore = card.getByRole("button", { name: "Explore more" });
    await explore.focus();
    await page.keyboard.press("Enter");
    await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    await expect(card.getByText("Special Features")).toBeVisible();
  });

  test("the swipe carousel's arrows work with Enter, and focus stays in the carousel at either end @phone", async ({ page }) => {
    await gotoReady(page, KITCHEN);
    const card = page.locator("article[data-design]").first();
    const carousel = card.getByRole("group", { name: /^Images of / });
    await expect(carousel).toBeVisible();
    const counter = carousel.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^1 \/ /);
    const total = Number((await counter.innerText()).split("/")[1]!.trim());

    await carousel.getByRole("button", { name: "Next image" }).focus();
    for (let n = 2; n <= total; n++) {
      await page.keyboard.press("Enter");
      await expect(counter).toHaveText(`${n} / ${total}`);
    }
    // At the last image "Next" is disabled; the keyboard user must not be dropped to the top of the page.
    await expect.poll(() => focusedInside(carousel)).toBe(true);

    await pressUntilFocused(page, "Shift+Tab", carousel.getByRole("button", { name: "Previous image" }), 3);
    await page.keyboard.press("Enter");
    await expect(counter).toHaveText(`${total - 1} / ${total}`);
  });
});

test.describe("budget calculator by keyboard", () => {
  test("size, city, finish quality and add-ons change by keyboard and the estimate follows @desktop", async ({ page }) => {
    await gotoReady(page, "/Guides/Budget-Planning");
    const estimate = page.getByTestId("estimate");
    await expect(estimate).toHaveText("₹17,17,200");

    const size = page.getByRole("spinbutton", { name: /Home size/ });
    await size.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("1200");
    await page.keyboard.press("Tab");
    const city = page.getByRole("combobox", { name: "City" });
    await expect(city).toBeFocused();
    // Type-ahead on a closed select chooses the option without opening it.
    await page.keyboard.type("Pune");
    await expect(city).toHaveValue("pune");

    await page.keyboard.press("Tab");
    const premium = page.getByRole("radio", { name: /Premium/ });
    await expect(premium).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /Luxe/ })).toBeChecked();

    await page.keyboard.press("Tab");
    const falseCeiling = page.getByRole("checkbox", { name: /False ceiling/ });
    await expect(falseCeiling).toBeFocused();
    await page.keyboard.press("Space");
    await expect(falseCeiling).not.toBeChecked();
    await page.keyboard.press("Tab");
    const balcony = page.getByRole("checkbox", { name: /Balcony decking/ });
    await expect(balcony).toBeFocused();
    await page.keyboard.press("Space");
    await expect(balcony).toBeChecked();

    // 2500 × 1200 × 1.1 × 1.03
    await expect(estimate).toHaveText("₹33,99,000");

    await pressUntilFocused(page, "Tab", page.getByRole("button", { name: "Print Estimate" }), 15);
  });
});
