import type { Page } from "@playwright/test";

type ShotOptions = NonNullable<Parameters<Page["screenshot"]>[0]> & { path: string };

/**
 * Saves a picture of the page for a person to look at, only when E2E_SHOTS is set: a full run would
 * otherwise render some 150 full-page images that no assertion reads, minutes of CI time on two cores.
 */
export async function shot(page: Page, options: ShotOptions): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot(options);
}
