// A phone on a slow network shows the page a second or two before React hydrates it. The controls a visitor
// taps first work from the HTML alone in that window, and keep their spec behaviour once React takes over.
import type { Locator, Page } from "@playwright/test";
import { skipConsultationAutoOpen, waitForHydration } from "./support/ready";
import { expect, test } from "./support/test";

/** Opens path with the page's scripts held back; call the returned function to let them load. */
async function gotoBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.locator("#main")).toBeVisible();
  return async () => {
    release();
    await waitForHydration(page);
  };
}

async function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.getElementById("main") ?? {}).some((k) => k.startsWith("__reactFiber$")));
}

/** A tap on a phone, a click on a desktop. */
async function press(locator: Locator): Promise<void> {
  if (test.info().project.use.hasTouch) await locator.tap();
  else await locator.click();
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe("before hydration @phone", () => {
  test("the mobile menu opens, one group at a time, with the page locked; hydration keeps it as it is", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    const hydrate = await gotoBeforeHydration(page, "/");
    await press(page.getByRole("button", { name: "Open menu" }));
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect.poll(() => bodyOverflow(page)).toBe("hidden");

    const gallery = menu.getByRole("button", { name: "Design Gallery" });
    const cities = menu.getByRole("button", { name: "Cities" });
    await press(gallery);
    await expect(menu.getByRole("link", { name: "Modular Kitchen" })).toBeVisible();
    await press(cities);
    await expect(menu.getByRole("link", { name: "Mumbai" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Modular Kitchen" })).toBeHidden();
    expect(await hydrated(page)).toBe(false);

    await hydrate();
    await expect(menu).toBeVisible();
    await expect(cities).toHaveAttribute("aria-expanded", "true");
    await expect(gallery).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toHaveAttribute("aria-expanded", "true");
    await press(gallery);
    await expect(gallery).toHaveAttribute("aria-expanded", "true");
    await expect(cities).toHaveAttribute("aria-expanded", "false");

    await page.waitForTimeout(450);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");

    // Hydrated, the 400 ms guard holds: a second toggle right after the first is ignored.
    await page.waitForTimeout(450);
    await page.evaluate(() => {
      const b = document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
      b.click();
      b.click();
    });
    await expect(menu).toBeVisible();
  });

  test("the mobile menu closes with its X and with Escape before hydration, focus back on the menu button", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    await gotoBeforeHydration(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await press(menuButton);
    await expect(menu).toBeVisible();
    await press(menu.getByRole("button", { name: "Close menu" }));
    await expect(menu).toBeHidden();
    await expect.poll(() => bodyOverflow(page)).not.toBe("hidden");

    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await hydrated(page)).toBe(false);
  });

  test("a menu link followed before hydration opens its page", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    await gotoBeforeHydration(page, "/");
    await press(page.getByRole("button", { name: "Open menu" }));
    const menu = page.getByRole("dialog", { name: "Menu" });
    await press(menu.getByRole("link", { name: "Reviews", exact: true }));
    await expect(page).toHaveURL(/\/reviews$/);
  });

  test("the legal pages' contents open and lead to their section", async ({ page }) => {
    await gotoBeforeHydration(page, "/policy");
    const contents = page.getByRole("navigation", { name: "Contents" });
    await expect(contents).toBeHidden();
    await press(page.getByText("Contents", { exact: true }));
    await expect(contents).toBeVisible();
    const link = contents.getByRole("link").nth(1);
    const href = (await link.getAttribute("href"))!;
    await press(link);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href).getByRole("heading")).toBeInViewport();
  });
});

test.describe("before hydration", () => {
  test("the offer bar's close button dismisses it, and it stays dismissed for the session @phone", async ({ page }) => {
    const hydrate = await gotoBeforeHydration(page, "/reviews");
    const offer = page.getByRole("complementary", { name: "Offer" });
    await expect(offer).toContainText("25% off + 25-year warranty");
    await press(offer.getByRole("button", { name: "Dismiss offer" }));
    await expect(offer).toBeHidden();
    expect(await hydrated(page)).toBe(false);

    await hydrate();
    await expect(offer).toBeHidden();
    await page.unroute("**/assets/*.js");
    await page.goto("/faqs");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer).toBeHidden();
  });

  test("FAQ questions open one at a time; hydration keeps the open one and adds the keyboard moves @phone", async ({ page }) => {
    const hydrate = await gotoBeforeHydration(page, "/faqs");
    const first = page.getByRole("button", { name: "How does the design process work?" });
    const second = page.getByRole("button", { name: "Is the first consultation really free?" });
    const answer = page.getByText(/It starts with a free consultation at an experience centre/);
    await expect(answer).toBeHidden();
    await press(first);
    await expect(answer).toBeVisible();
    await press(second);
    await expect(answer).toBeHidden();
    expect(await hydrated(page)).toBe(false);

    await hydrate();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await second.focus();
    await page.keyboard.press("ArrowUp");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeVisible();
  });

  test("Book A Free Consultation leads to the estimate page before hydration and opens the modal after @phone", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    const hydrate = await gotoBeforeHydration(page, "/");
    const hero = page.getByRole("region", { name: "Highlights" });
    const early = hero.getByRole("link", { name: "Book A Free Consultation" }).first();
    await expect(early).toHaveAttribute("href", "/get-free-estimate");

    await hydrate();
    const cta = hero.getByRole("button", { name: "Book A Free Consultation" }).first();
    await press(cta);
    await expect(page.getByRole("dialog", { name: "Book A Free Consultation" })).toBeVisible();
  });

  test("the hero's arrows and dots move the slides before hydration; the buttons carry on from there after @phone", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    const hydrate = await gotoBeforeHydration(page, "/");
    const hero = page.getByRole("region", { name: "Highlights" });
    const slide = (n: number) => hero.getByRole("group", { name: `${n} of 2`, includeHidden: true });
    const start = (await slide(1).boundingBox())!.x;
    /** Slide n is where slide 1 was: shown, and (before hydration) the link did not scroll the page itself. */
    const shown = async (n: number, pageStill = true) => {
      await expect.poll(async () => Math.round((await slide(n).boundingBox())!.x)).toBe(Math.round(start));
      if (pageStill) expect(await page.evaluate(() => window.scrollY)).toBe(0);
    };

    await press(hero.getByRole("link", { name: "Next slide" }));
    await shown(2);
    // The shown slide's own call to action works: slides are not inert before hydration.
    await expect(slide(2).getByRole("link", { name: "Book A Free Consultation" })).toBeVisible();
    await press(hero.getByRole("link", { name: "Next slide" }));
    await shown(1);
    await press(hero.getByRole("link", { name: "Previous slide" }));
    await shown(2);
    await press(hero.getByRole("link", { name: "Go to slide 1" }));
    await shown(1);
    await press(hero.getByRole("link", { name: "Go to slide 2" }));
    await shown(2);
    expect(await hydrated(page)).toBe(false);

    await hydrate();
    await expect(hero.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(slide(1)).toHaveAttribute("inert", "");
    await press(hero.getByRole("button", { name: "Next slide" }));
    await expect(hero.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
    await shown(1, false); // a tap may scroll a button into view
  });

  test("a tap on Book A Free Consultation before hydration opens the estimate page @phone", async ({ page }) => {
    await skipConsultationAutoOpen(page);
    await gotoBeforeHydration(page, "/");
    await press(page.getByRole("link", { name: "Book A Free Consultation" }).first());
    await expect(page).toHaveURL(/\/get-free-estimate$/);
  });
});
