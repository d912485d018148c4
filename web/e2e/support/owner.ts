// An owner's first sign-in on a site of its own: owners must set up two-factor sign-in before anything else.
import type { Page } from "@playwright/test";
import { STAFF_PASSWORD, staffEmail, totpCode } from "./staff";
import { expect } from "./test";

/** Signs the project's owner in at baseURL from address and turns on two-factor sign-in, as the account page asks. */
export async function signInOwnerFirstTime(page: Page, baseURL: string, project: string, address: string): Promise<void> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await page.goto(`${baseURL}/admin/sign-in`);
  await page.getByLabel("Email").fill(staffEmail("owner", project));
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.locator("code").first().textContent())!.trim();
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("On: signing in asks for a code from your authenticator app.")).toBeVisible();
}
