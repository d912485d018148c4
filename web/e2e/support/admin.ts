// The back-office shell as a person meets it: on a phone its navigation is folded behind a Menu button.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { STAFF_PASSWORD, totpCode } from "./staff";

let addressSeq = 0;

/**
 * Sends the next requests from a client address of the test's own (`prefix.phone.n` or `prefix.desktop.n`), so the
 * per-address sign-in throttle of one test leaves the others alone.
 */
export async function ownAddress(page: Page, testInfo: TestInfo, prefix: string, phone: number, desktop: number): Promise<void> {
  const n = (testInfo.workerIndex * 100 + ++addressSeq) % 250;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `${prefix}.${testInfo.project.name === "phone" ? phone : desktop}.${n + 1}` });
}

/** Opens the sign-in page (under baseURL; "" is the test's own) and sends email and password. */
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

/**
 * An owner's first sign-in on a site of a spec's own: password, then the two-factor set-up owners must make, from
 * the given client address (each spec its own, so sign-in throttling stays per spec).
 */
export async function signInOwnerFirstTime(page: Page, baseURL: string, email: string, password: string, address: string, code: (secret: string) => string): Promise<void> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await submitSignIn(page, email, password, baseURL);
  await expect(page).toHaveURL(/\/admin\/account$/);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.locator("code").first().textContent())!.trim();
  await page.getByLabel("Code from the app").fill(code(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("On: signing in asks for a code from your authenticator app.")).toBeVisible();
}

/**
 * Signs in on baseURL from the client address `address`; an owner's first sign-in then sets up two-factor,
 * as owners must (a spec that does this runs its own site, so the shared site's owner keeps hers off).
 */
export async function signInOnOwnSite(page: Page, baseURL: string, email: string, address: string, owner: boolean): Promise<void> {
  if (owner) return signInOwnerFirstTime(page, baseURL, email, STAFF_PASSWORD, address, totpCode);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await submitSignIn(page, email, STAFF_PASSWORD, baseURL);
}
