// Filling the lead forms with the keyboard alone, as the journeys do.
import type { Page } from "@playwright/test";

/**
 * From the field before Name: Tab into Name and type name, Tab to Mobile and type mobile, Tab past the optional
 * e-mail to the WhatsApp box and toggle it with Space.
 */
export async function typeLeadContact(page: Page, name: string, mobile: string): Promise<void> {
  await page.keyboard.press("Tab");
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(mobile);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
}
