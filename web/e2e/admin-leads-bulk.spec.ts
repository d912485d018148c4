// Bulk work, saved views, shortcuts and the CSV import, against the real binary at 390 and 1440 px:
// a bulk assign of 20 leads lands with 20 timeline lines; the list moves with j/k and opens with Enter;
// a 1,000-row CSV with mixed mobile formats and five duplicates imports with the right report and is undone.
import type { Page } from "@playwright/test";
import type { RunningSite } from "./support/site";
import { signInAs } from "./support/sessions";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: 1,000 imported leads and bulk changes must not reach the shared site's lists.
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  site = await startSiteWithStaff("bulk");
});

test.afterAll(async () => {
  await site?.stop();
});


/** Ten-digit mobiles no other test uses: a random block of 10,000. */
function mobileBlock(): (i: number) => string {
  const base = 9_000_000_000 + Math.floor(Math.random() * 99_999) * 10_000;
  return (i) => String(base + i);
}

async function postLeads(page: Page, campaign: string, n: number, mobile: (i: number) => string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await page.request.post(`${site.baseURL}/api/leads`, {
      data: { propertyType: "2 BHK", location: "Pune", name: `${campaign} ${i}`, mobile: mobile(i), email: null, whatsappUpdates: true, page: "/get-free-estimate", utm_campaign: campaign },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

test("a bulk assign of 20 leads lands with 20 timeline lines; shortcuts move through the list; a view is saved @desktop", async ({ page }, testInfo) => {
  const campaign = `bulk-${testInfo.project.name}-${Date.now()}`;
  const ids = await postLeads(page, campaign, 20, mobileBlock());
  await signInAs(page, "sales", testInfo, site.baseURL);
  await page.goto(`${site.baseURL}/admin/leads?campaign=${campaign}`);
  await expect(page.getByRole("link", { name: `${campaign} 19`, exact: true })).toBeVisible();

  // Shortcuts: j moves down, k up; they do nothing while typing in the search box.
  await page.locator("body").press("j");
  await page.locator("body").press("j");
  await page.locator("body").press("k");
  await expect(page.locator("[data-lead-id][aria-current=true]")).toHaveAttribute("data-lead-id", String(ids[19]));
  const search = page.getByRole("searchbox").first();
  await search.press("j");
  await expect(page.locator("[data-lead-id][aria-current=true]")).toHaveAttribute("data-lead-id", String(ids[19]));
  await search.fill("");
  await search.blur();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help.getByRole("cell", { name: "Next lead" })).toBeVisible();
  await shot(page, testInfo, "shortcuts");
  await help.getByRole("button", { name: "Close" }).click();
  await expect(help).toBeHidden();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("j");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${ids[18]}$`));
  await page.goBack();

  // Save the filter as a view (from the folded filter panel).
  await page.getByText("Filters", { exact: true }).click();
  await page.getByLabel("Save these filters as").fill(`Campaign ${testInfo.project.name}`);
  await page.getByRole("button", { name: "Save view" }).click();
  await expect(page.getByRole("link", { name: `Campaign ${testInfo.project.name}` })).toHaveAttribute("aria-current", "page");

  // Select every lead of the page, assign them to one person.
  await page.getByLabel(`Select ${campaign} 3`, { exact: true }).check();
  await page.getByLabel("Select all on this page").check();
  await expect(page.getByText("20 leads selected.")).toBeVisible();
  await page.getByLabel("Assign to").selectOption({ label: `Sales ${testInfo.project.name}` });
  await shot(page, testInfo, "bulk", { fullPage: true });
  await page.getByRole("button", { name: "Assign 20" }).click();
  await expect(page.getByText("20 leads changed.")).toBeVisible();

  for (const id of ids) {
    const res = await page.request.get(`${site.baseURL}/api/admin/leads/${id}`);
    const d = (await res.json()) as { lead: { assignee: { name: string } | null }; events: { kind: string; text: string }[] };
    expect(d.lead.assignee?.name).toBe(`Sales ${testInfo.project.name}`);
    expect(d.events.filter((e) => e.kind === "assigned")).toHaveLength(1);
  }
});

/** 1,000 rows: mobiles written seven ways, five of them already leads, three rows that cannot be leads. */
function importCSV(mobile: (i: number) => string, tag: string): string {
  const formats = [(d: string) => `+91 ${d}`, (d: string) => `0${d}`, (d: string) => `91-${d}`, (d: string) => `(+91) ${d}`, (d: string) => d, (d: string) => `0091 ${d.slice(0, 5)} ${d.slice(5)}`];
  const lines = ["\ufeffName;Phone;E-mail;BHK;City"];
  for (let i = 0; i < 997; i++) lines.push(`${tag} ${i};${formats[i % formats.length](mobile(i))};p${i}@example.com;${["2BHK", "3 bhk", "Villa", "1 BHK"][i % 4]};Bengaluru`);
  lines.push(`${tag} no mobile;;;2BHK;Pune`, `${tag} landline;022 2345 6789;;2BHK;Pune`, `${tag} shop;${mobile(9999)};;Shop;Pune`);
  return lines.join("\n") + "\n";
}

test("a 1,000-row CSV with mixed mobile formats and five duplicates imports with the right report and is undone @desktop", async ({ page }, testInfo) => {
  const mobile = mobileBlock();
  const tag = `imp-${testInfo.project.name}-${Date.now()}`;
  // Five leads already have mobiles the file holds (rows 0, 100, 200, 300, 400).
  for (const i of [0, 100, 200, 300, 400]) await postLeads(page, `${tag}-old`, 1, () => mobile(i));
  await signInAs(page, "owner", testInfo, site.baseURL);
  await page.goto(`${site.baseURL}/admin/leads`);
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import leads", level: 1 })).toBeVisible();
  const fileName = `${tag}.csv`;
  await page.getByLabel("CSV file").setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(importCSV(mobile, tag)) });
  await expect(page.getByText("Ready to import: 1,000 rows — 992 new leads, 5 linked to leads with the same mobile, 3 refused.")).toBeVisible();
  await expect(page.getByRole("table", { name: "First rows of the file" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Mobile/ })).toHaveValue("1");
  await shot(page, testInfo, "import-preview", { fullPage: true });
  const started = Date.now();
  await page.getByRole("button", { name: "Import 997 rows" }).click();
  await expect(page.getByText("Imported: 1,000 rows — 992 new leads, 5 linked to leads with the same mobile, 3 refused.")).toBeVisible();
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(page.getByText("Line 999: the mobile number is missing.")).toBeVisible();
  await expect(page.getByText(/^Line 1000: "022 2345 6789" is not an Indian mobile number/)).toBeVisible();
  await expect(page.getByText(/^Line 1001: the property type "Shop" is not one of/)).toBeVisible();
  await shot(page, testInfo, "import-report", { fullPage: true });

  const count = async () => {
    const res = await page.request.get(`${site.baseURL}/api/admin/leads?campaign=${encodeURIComponent(fileName)}&limit=1`);
    const a = (await res.json()) as { counts: Record<string, number> };
    return Object.values(a.counts).reduce((x, y) => x + y, 0);
  };
  expect(await count()).toBe(992);

  await page.getByRole("button", { name: `Undo this import (${fileName})` }).click();
  await expect(page.getByText(/undone/).first()).toBeVisible();
  expect(await count()).toBe(0);
});
