// The back-office shell as a person meets it: on a phone its navigation is folded behind a Menu button.
import { expect, type Page } from "@playwright/test";

/**
 * Unfolds the phone menu when it is folded away. It first waits for the shell itself (its navigation on a
 * wide screen, its Menu button on a phone), since a URL can change before the page that goes with it is drawn.
 */
export async function openAdminMenu(page: Page): Promise<void> {
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu.or(page.getByRole("navigation", { name: "Back-office" }))).toBeVisible();
  if (!(await menu.isVisible())) return;
  // A click that lands while the page is still changing can be folded again by the new page: click until it stays open.
  await expect(async () => {
    if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass();
}
