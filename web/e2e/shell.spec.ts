import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";

const settings = JSON.parse(readFileSync(new URL("../app/content/settings.json", import.meta.url), "utf8")) as {
  brandName: string;
  whatsappNumber: string;
  whatsappGreeting: string;
};

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe("mobile menu @phone", () => {
  test("opens as a dialog, one accordion group at a time, with page scroll locked", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Outside the open modal the page is hidden from assistive technology, the button included.
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => bodyOverflow(page)).toBe("hidden");

    const gallery = menu.getByRole("button", { name: "Design Gallery" });
    const cities = menu.getByRole("button", { name: "Cities" });
    await gallery.click();
    await expect(gallery).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Modular Kitchen" })).toBeVisible();
    await cities.click();
    await expect(cities).toHaveAttribute("aria-expanded", "true");
    await expect(gallery).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Modular Kitchen" })).toBeHidden();
  });

  test("ignores a second toggle within 400 ms; Escape closes and focus returns", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    // Two clicks in one task: the second lands inside the guard window.
    await page.evaluate(() => {
      const b = document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
      b.click();
      b.click();
    });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Outside the open modal the page is hidden from assistive technology, the button included.
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toHaveAttribute("aria-expanded", "true");

    await page.waitForTimeout(450);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
  });

  test("closes when a link in it is followed", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await page.waitForTimeout(450);
    await menu.getByRole("link", { name: "Reviews", exact: true }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");
  });

  test("the quick-link strip scrolls inside itself, not the page", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("navigation", { name: "Quick links" });
    for (const [name, href] of [
      ["Modular Kitchen", "/design-gallery/Modular-Kitchen-Designs"],
      ["Wardrobe Designs", "/design-gallery/Wardrobe-Designs"],
      ["Living Room Interiors", "/design-gallery/Living-Room-Designs"],
      ["Reviews", "/reviews"],
      ["Contact", "/Contactus"],
    ]) {
      await expect(strip.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", href!);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("desktop menu @desktop", () => {
  test("dropdowns open on hover", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const gallery = nav.getByRole("button", { name: "Design Gallery" });
    await gallery.hover();
    await expect(gallery).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Modular Kitchen" })).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(gallery).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Modular Kitchen" })).toBeHidden();
  });

  test("dropdowns work by keyboard: Tab, Enter, Escape", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Blogs", exact: true }).focus();
    await page.keyboard.press("Tab");
    const cities = nav.getByRole("button", { name: "Cities" });
    await expect(cities).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cities).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Mumbai" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(cities).toHaveAttribute("aria-expanded", "false");
    await expect(cities).toBeFocused();
  });

  test("the header links to WhatsApp and the estimate page; 360 View carries the New badge", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/get-free-estimate");
    await expect(header.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(header.getByRole("link", { name: /360 View/ })).toContainText("New");
  });
});

test("the offer bar stays dismissed for the session, across navigation and reloads @phone", async ({ page, browser }) => {
  await page.goto("/");
  const offer = page.getByRole("complementary", { name: "Offer" });
  await expect(offer).toContainText("25% off + 25-year warranty");
  await expect(offer.getByRole("link")).toHaveAttribute("href", "/get-free-estimate");
  await offer.getByRole("button", { name: "Dismiss offer" }).click();
  await expect(offer).toBeHidden();

  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(offer).toBeHidden();

  await page.goto("/reviews");
  await expect(offer).toBeHidden();

  const fresh = await browser.newPage();
  await fresh.goto(page.url());
  await expect(fresh.getByRole("complementary", { name: "Offer" })).toBeVisible();
  await fresh.close();
});

test("the floating chat icon opens WhatsApp with the greeting for the company number", async ({ page }) => {
  await page.goto("/");
  const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute("href", `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(settings.whatsappGreeting)}`);
  const box = await chat.boundingBox();
  expect(Math.round(box!.width)).toBe(56);
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40);
});

test("the footer has the copyright, legal links and five social links @phone", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${settings.brandName}`);
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/policy");
  await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms-and-condition");
  for (const network of ["Facebook", "YouTube", "Instagram", "Twitter", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name: `${settings.brandName} on ${network}` })).toHaveCount(1);
  }
  await expect(footer.getByRole("list", { name: "Experience centres by city" }).getByRole("listitem")).toHaveCount(12);
});

test("the skip link is the first stop and moves focus to the main content @desktop", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
