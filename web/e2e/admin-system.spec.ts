// The owners' System page with the real binary: problems as a notice on every page, the backup record, "Back up now".
import type { Page, TestInfo } from "@playwright/test";
import { openAdminMenu } from "./support/admin";
import { blockingViolations } from "./support/axe";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// One site for this file: no TRUSTED_PROXIES while the browser sends X-Forwarded-For (a proxy the site does not
// trust), and a disk warning level above any real disk, so both warnings are up.
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000); // two backups and axe on a shared, slow machine

test.beforeAll(async () => {
  site = await startSiteWithStaff("system", { DISK_WARN_BYTES: String(2 ** 49) });
});

test.afterAll(async () => {
  await site?.stop();
});

async function signInAsOwner(page: Page, testInfo: TestInfo) {
  // Through a proxy the site does not trust: the browser's requests carry X-Forwarded-For.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.50" });
  await signInAs(page, "owner", testInfo, site.baseURL);
}

/** The value beside a label in one of the System page's panels. */
function fact(page: Page, label: string) {
  return page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

test("an owner is told of the site's problems, opens System, sees the last backup and makes a new one @desktop", async ({ page }, testInfo) => {
  await signInAsOwner(page, testInfo);
  // A backup made earlier (as the schedule would), so there is a last backup to see.
  const earlier = await page.request.post(`${site.baseURL}/api/admin/system/backup`, { data: {} });
  expect(earlier.status()).toBe(200);
  const earlierFile = ((await earlier.json()) as { file: string }).file;

  // Every page of the back-office but System carries the notice; it leads to System.
  await openAdminMenu(page);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  const notice = page.getByRole("region", { name: /The site needs attention/ });
  await expect(notice.getByText(/Free disk space is low/)).toBeVisible();
  await expect(notice.getByText(/Set TRUSTED_PROXIES to your load balancer's addresses\./)).toBeVisible();
  await shot(page, testInfo, "system-notice");
  await notice.getByRole("link", { name: "Open System" }).click();

  await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: /The site needs attention/ })).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Set TRUSTED_PROXIES to your load balancer's addresses." })).toBeVisible();
  await expect(fact(page, "Free disk space")).toContainText(/GB: low \(warning under/);
  // The data folder's backups/ is on the data's own disk, with no bucket: said beside the backups (issue 41).
  await expect(page.getByRole("region", { name: "Backups" }).getByText(/Backups are kept on the same disk as the data/)).toBeVisible();
  const last = fact(page, "Last good backup");
  await expect(last).toContainText(earlierFile);
  await expect(last).toContainText(/\((just now|\d+ (second|minute)s? ago)\)/);
  await expect(last).toContainText(/\d+\.\d (KB|MB)$/);
  await expect(fact(page, "Version")).not.toBeEmpty();
  await expect(fact(page, "Running for")).toContainText(/^\d+ (second|minute|hour)s?$/);
  await shot(page, testInfo, "system-page", { fullPage: true });

  await page.getByRole("button", { name: "Back up now" }).click();
  const made = page.getByRole("status").filter({ hasText: /^Backup made: site-.*\.tar\.gz \(\d+\.\d (KB|MB)\)\.$/ });
  await expect(made).toBeVisible({ timeout: 30_000 });
  const newFile = (await made.textContent())!.match(/site-\S+\.tar\.gz/)![0];
  expect(newFile).not.toBe(earlierFile);
  await expect(last).toContainText(newFile);
  await expect(page.getByRole("region", { name: "Download the newest backup" }).getByText(`${newFile} (`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Back up now" })).toBeEnabled();

  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "system-page-after", { fullPage: true });
});
