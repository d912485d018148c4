// axe-core (WCAG 2.1 A/AA) on the open overlays, at 390 px (phone project) and 1440 px (desktop project); serious or
// critical violations fail. Every page itself is checked in pages.spec.ts (with the CSP, as the modal's code is here).
import { blockingViolations } from "./support/axe";
import { problemsSoFar, recordProblems } from "./support/page-problems";
import { gotoReady, skipConsultationAutoOpen, waitForSettled } from "./support/ready";
import { expect, test } from "./support/test";

function report(violations: string[]): string {
  return violations.length ? `\n${violations.join("\n\n")}\n` : "";
}

test("the consultation modal, open, has no serious or critical axe violations; its lazily loaded code runs clean under the CSP", async ({ page }) => {
  const problems = await recordProblems(page);
  await skipConsultationAutoOpen(page);
  await gotoReady(page, "/");
  await page.getByRole("button", { name: "Book A Free Consultation" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await waitForSettled(page);
  const found = await problemsSoFar(page, problems);
  expect(found, `\n${found.join("\n")}\n`).toEqual([]);
  // The page behind is inert and scanned on its own in pages.spec.ts; here the dialog is what is new.
  const violations = await blockingViolations(page, '[role="dialog"]');
  expect(violations, report(violations)).toEqual([]);
});

test("the consultation modal showing its validation message has no serious or critical axe violations", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await gotoReady(page, "/");
  await page.getByRole("button", { name: "Book A Free Consultation" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.locator('button[type="submit"]').click();
  await waitForSettled(page);
  const violations = await blockingViolations(page, '[role="dialog"]');
  expect(violations, report(violations)).toEqual([]);
});

test("the mobile menu, open with a group expanded, has no serious or critical axe violations @phone", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await gotoReady(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await waitForSettled(page);
  let violations = await blockingViolations(page, '[role="dialog"]');
  expect(violations, report(violations)).toEqual([]);

  await menu.getByRole("button", { name: "Design Gallery" }).click();
  await expect(menu.getByRole("link", { name: "Modular Kitchen" })).toBeVisible();
  await waitForSettled(page);
  violations = await blockingViolations(page, '[role="dialog"]');
  expect(violations, report(violations)).toEqual([]);
});
