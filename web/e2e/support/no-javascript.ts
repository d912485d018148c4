// Pages met with JavaScript off: nothing hydrates, and choice cards are picked by their labels.
import type { Page } from "@playwright/test";

/** Opens path without waiting for hydration, which never comes with JavaScript off. */
export async function openWithoutScript(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForLoadState("load");
}

/** Picks a card of a choice group: the radio itself is visually hidden inside its label. */
export async function chooseCard(page: Page, name: string): Promise<void> {
  await page.getByRole("radio", { name, exact: true }).locator("xpath=..").click();
}
