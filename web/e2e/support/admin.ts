// The back-office shell as a person meets it: on a phone its navigation is folded behind a Menu button.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { STAFF_PASSWORD } from "./staff";

let addressSeq = 0;

/**
 * Sends the next requests from a client address of the test's own (`prefix.phone.n` or `prefix.desktop.n`), so the
 * per-address sign-in throttle of one test leaves the others alone (admin.spec.ts, which tests the throttle).
 */
export async function ownAddress(page: Page, testInfo: TestInfo, prefix: string, phone: number, desktop: number): Promise<void> {
  const n = (testInfo.workerIndex * 100 + ++addressSeq) % 250;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `${prefix}.${testInfo.project.name === "phone" ? phone : desktop}.${n + 1}` });
}

/** Opens the sign-in page (under baseURL; "" is the test's own) and sends email and password: admin.spec.ts tests the
 * form; every other spec starts signed in (support/sessions.ts). */
export async function submitSignIn(page: Page, email: string, password = STAFF_PASSWORD, baseURL = ""): Promise<void> {
  await page.goto(`${baseURL}/admin/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

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
