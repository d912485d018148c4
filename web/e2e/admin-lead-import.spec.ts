// The lead import as an owner meets another CRM's export (issue 41 items 7 and 10), against the real binary:
// columns the screen cannot guess mapped to Remarks and Source by hand, the new leads given to one person in
// sales, the refused rows downloaded as a CSV with a reason each (formulas defused), and the lead's page
// showing its remarks, its source and who took it.
import { readFileSync } from "node:fs";
import type { RunningSite } from "./support/site";
import { blockingViolations } from "./support/axe";
import { signInAs } from "./support/sessions";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: the imported leads and their assignee must not reach the shared site's lists and dashboards.
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  site = await startSiteWithStaff("imports");
});

test.afterAll(async () => {
  await site?.stop();
});

/** Ten-digit mobiles no other test uses: a random block of 10,000. */
function mobileBlock(): (i: number) => string {
  const base = 9_000_000_000 + Math.floor(Math.random() * 99_999) * 10_000;
  return (i) => String(base + i);
}

test("Remarks and Source are mapped, the new leads go to a named sales person, the refused rows download as CSV @desktop", async ({ page }, testInfo) => {
  const tag = `crm${Date.now()}`;
  const mobile = mobileBlock();
  const sales = `Sales ${testInfo.project.name}`;
  const csv = [
    "Lead Date,Customer Name,Phone,Config,City,Notes from call,Came from",
    `4-Nov-2026,${tag} Asha,${mobile(1)} / 080 2345 6789,2.5 BHK,Jaipur,Wants a modular kitchen,99acres`,
    `4 November 2026,${tag} Ravi,080 2345 6789 or ${mobile(2)},3 BHK,Bengaluru,,Housing.com`,
    `05-11-26,${tag} Formula,${mobile(3)},2 BHK,Pune,"=HYPERLINK(""http://evil.example"",""Click"")",Walk-in`,
    `05-11-26,${tag} Shop,${mobile(4)},Shop,Pune,,Walk-in`,
  ].join("\n");
  const fileName = `${tag}.csv`;

  await signInAs(page, "owner", testInfo, site.baseURL);
  await page.goto(`${site.baseURL}/admin/leads/import`);
  await page.getByLabel("CSV file").setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("Ready to import: 4 rows — 3 new leads, 0 linked to leads with the same mobile, 1 refused.")).toBeVisible();
  await expect(page.getByText("1 row names a city the site does not serve, so its lead keeps no city (the lead's note says which): Jaipur (1).")).toBeVisible();

  // The screen cannot guess these headings: the owner maps them.
  await page.getByRole("combobox", { name: "Remarks (a note on the lead)" }).selectOption({ label: "Column 6: Notes from call" });
  await expect(page.getByText("Ready to import: 4 rows — 2 new leads, 0 linked to leads with the same mobile, 2 refused.")).toBeVisible();
  await page.getByRole("combobox", { name: "Source" }).selectOption({ label: "Column 7: Came from" });
  await expect(page.getByText(/^Line 4: the remarks hold a spreadsheet formula/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download the refused rows (CSV)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^refused-rows-\d{4}-\d{2}-\d{2}\.csv$/);
  const refused = readFileSync(await download.path(), "utf8").split("\r\n");
  expect(refused[0]).toBe("\uFEFFLead Date,Customer Name,Phone,Config,City,Notes from call,Came from,Reason refused");
  expect(refused[1]).toContain(`05-11-26,${tag} Formula,${mobile(3)},2 BHK,Pune,"'=HYPERLINK(""http://evil.example"",""Click"")",Walk-in,"Line 4: the remarks hold a spreadsheet formula`);
  expect(refused[2]).toMatch(new RegExp(`^05-11-26,${tag} Shop,${mobile(4)},Shop,Pune,,Walk-in,"?Line 5: the property type ""Shop"" is not one of`));

  const assignTo = page.getByRole("combobox", { name: "Assign the 2 new leads to" });
  await expect(assignTo.getByRole("option", { name: /^In turn among the sales people on duty/ })).toBeEnabled();
  await assignTo.selectOption({ label: sales });
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, testInfo, "import-mapped", { fullPage: true });
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByText("Imported: 4 rows — 2 new leads, 0 linked to leads with the same mobile, 2 refused.")).toBeVisible();
  await expect(page.getByText(`New leads assigned: ${sales} (2).`)).toBeVisible();
  await shot(page, testInfo, "import-done", { fullPage: true });

  // The lead shows its remarks (with the other number and the city the file had), its source and who took it.
  await page.goto(`${site.baseURL}/admin/leads?q=${encodeURIComponent(`${tag} Asha`)}`);
  await page.getByRole("link", { name: `${tag} Asha`, exact: true }).click();
  await expect(page.getByRole("heading", { name: `${tag} Asha`, level: 1 })).toBeVisible();
  await expect(page.getByText("3 BHK · received 4 Nov 2026, 12:00 am")).toBeVisible();
  const latest = page.getByRole("region", { name: "Latest" });
  await expect(latest.getByText(`Remarks imported from ${fileName} (line 2):`)).toBeVisible();
  await expect(latest.getByText("Wants a modular kitchen")).toBeVisible();
  await expect(latest.getByText("Other numbers in the file: 080 2345 6789.")).toBeVisible();
  await expect(latest.getByText("City in the file: Jaipur (not one of the cities the site serves).")).toBeVisible();
  await expect(latest.getByText(`Assigned to ${sales} by the import of ${fileName}.`)).toBeVisible();
  await expect(page.getByText("99acres", { exact: true })).toBeVisible();
  await shot(page, testInfo, "imported-lead", { fullPage: true });
});
