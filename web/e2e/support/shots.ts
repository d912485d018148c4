import type { Page, TestInfo } from "@playwright/test";

type ShotOptions = Omit<NonNullable<Parameters<Page["screenshot"]>[0]>, "path">;

/**
 * Saves a picture of the page for a person to look at, as `name`.png in the test's output folder, only when
 * E2E_SHOTS is set: a full run would otherwise render some 150 full-page images that no assertion reads.
 */
export async function shot(page: Page, testInfo: TestInfo, name: string, options: ShotOptions = {}): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ ...options, path: testInfo.outputPath(`${name}.png`) });
}
