// Spend and return against the real binary: the owner imports a Meta Ads Manager export (a formula row refused),
// maps the columns of an agency's sheet once, types a Google day in, and the dashboard sets each campaign's spend
// beside the leads it brought: cost per lead, per customer won and the return, as cards on a phone and a table on
// a wide screen, and as CSV.
import { readFileSync } from "node:fs";
import { blockingViolations } from "./support/axe";
import { freshMobile } from "./support/inbox";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { shot } from "./support/shots";
import { startSiteWithStaff } from "./support/staff";
import { expect, test } from "./support/test";

test.describe.configure({ timeout: 90_000 });

let site: RunningSite;
const at = (path: string) => site.baseURL + path;

test.beforeAll(async () => {
  site = await startSiteWithStaff("ad-spend");
});

test.afterAll(async () => {
  await site?.stop();
});

/** The India day n days before today, "YYYY-MM-DD". */
function daysAgo(n: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() - n * 86_400_000));
}

test("the owner imports ad spend and reads each campaign's cost per lead, per customer won and return", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === "phone";
  const campaign = `Diwali ${testInfo.project.name}`;
  // Two website leads of the campaign (the link's own spelling), one of them won at ₹3,00,000.
  const ids: number[] = [];
  for (const spelling of [campaign.toLowerCase(), campaign]) {
    const res = await page.request.post(at("/api/leads"), {
      data: { propertyType: "3 BHK", location: "Pune", name: `Spend ${spelling}`, mobile: freshMobile(), email: null, whatsappUpdates: false,
        page: "/get-free-estimate", utm_source: "facebook", utm_medium: "paid_social", utm_campaign: spelling },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  await signInAs(page, "owner", testInfo, site.baseURL);
  const lead = ((await (await page.request.get(at(`/api/admin/leads/${ids[0]}`))).json()) as { lead: { version: number } }).lead;
  const won = await page.request.patch(at(`/api/admin/leads/${ids[0]}`), { data: { version: lead.version, status: "won", wonValue: 300000 } });
  expect(won.status(), await won.text()).toBe(200);

  await page.goto(at("/admin"));
  await page.getByRole("link", { name: "Ad spend" }).first().click();
  await expect(page.getByRole("heading", { name: "Ad spend", level: 1 })).toBeVisible();

  // Meta's export: ₹1,000 and ₹500 on two days; a row named like a formula is refused with its reason.
  const meta = `Campaign name,Day,Amount spent (INR)\n${campaign},${daysAgo(2)},"1,000.00"\n${campaign},${daysAgo(1)},500\n=cmd|x,${daysAgo(1)},10\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: "meta.csv", mimeType: "text/csv", buffer: Buffer.from(meta) });
  await expect(page.getByText("Ready to import: Meta spend of ₹1,500 over 2 campaign days")).toBeVisible();
  await expect(page.getByText(/Line 4: The campaign name .* starts like a spreadsheet formula/)).toBeVisible();
  await page.getByRole("button", { name: "Import 2 campaign days" }).click();
  await expect(page.getByText("Imported: Meta spend of ₹1,500")).toBeVisible();

  // An agency's sheet of its own columns: mapped once, with the platform.
  const agency = `Spent on,What,Rupees\n${daysAgo(1)},Flyers ${testInfo.project.name},"2,000"\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: "agency.csv", mimeType: "text/csv", buffer: Buffer.from(agency) });
  await expect(page.getByText("The site does not know this file's columns.", { exact: false })).toBeVisible();
  await page.getByLabel("Platform").first().selectOption("other");
  const columns = page.getByRole("group", { name: "Which column holds what" });
  await columns.getByLabel("Day").selectOption({ label: "Column 1: Spent on" });
  await columns.getByLabel("Campaign").first().selectOption({ label: "Column 2: What" });
  await columns.getByLabel("Amount spent (₹)").selectOption({ label: "Column 3: Rupees" });
  await expect(page.getByText("Ready to import: Other spend of ₹2,000 over 1 campaign days")).toBeVisible();
  await shot(page, testInfo, "ad-spend-import", { fullPage: true });
  await page.getByRole("button", { name: "Import 1 campaign days" }).click();
  await expect(page.getByText("Imported: Other spend of ₹2,000")).toBeVisible();

  // A day typed in.
  const typed = page.getByRole("form", { name: "Type in a day's spend" });
  await typed.getByLabel("Platform").selectOption("google");
  await typed.getByLabel("Campaign").fill(`Kitchen ${testInfo.project.name}`);
  await typed.getByLabel("Amount spent (₹)").fill("2,500");
  await typed.getByRole("button", { name: "Keep this spend" }).click();
  await expect(typed.getByText(`Kept ₹2,500 for Kitchen ${testInfo.project.name} on ${daysAgo(0)}.`)).toBeVisible();
  const spend = page.getByRole("region", { name: "Spend per day and campaign" });
  const kitchen = spend.getByRole("rowheader", { name: `Kitchen ${testInfo.project.name} Google` });
  await expect(kitchen).toBeVisible();
  // On a phone too the row fits, its Delete on screen without scrolling the table sideways (the day goes under the campaign).
  const remove = spend.getByRole("button", { name: `Delete Kitchen ${testInfo.project.name} on ${daysAgo(0)}` });
  await spend.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport({ ratio: 1 });
  expect(await spend.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  if (phone) await expect(kitchen.getByText(daysAgo(0))).toBeVisible();
  else await expect(spend.getByRole("columnheader", { name: "Day" })).toBeVisible();
  await shot(page, testInfo, "ad-spend-days");
  expect(await blockingViolations(page)).toEqual([]);

  // The dashboard: ₹1,500 over 2 leads = ₹750 a lead; 1 won = ₹1,500 a customer; ₹3,00,000 / ₹1,500 = 200×.
  await page.goto(at("/admin/dashboard"));
  await expect(page.getByRole("heading", { name: "Spend and return" })).toBeVisible();
  const figures = phone
    ? page.getByRole("list", { name: "Campaigns" }).getByRole("listitem").filter({ hasText: campaign })
    : page.getByRole("region", { name: "Spend and return: figures" }).getByRole("row", { name: new RegExp(`^${campaign} `) });
  for (const text of ["₹1,500", "₹750", "₹3,00,000", "200×"]) await expect(figures.getByText(text, { exact: true }).first()).toBeVisible();
  if (phone) await expect(figures.getByText("Cost per customer won")).toBeVisible();
  else await expect(figures.getByRole("cell").nth(6)).toHaveText(/^₹1,500/);
  // The flyers had no leads: their cost per lead has nothing to divide by.
  const flyers = phone
    ? page.getByRole("list", { name: "Campaigns" }).getByRole("listitem").filter({ hasText: `Flyers ${testInfo.project.name}` })
    : page.getByRole("region", { name: "Spend and return: figures" }).getByRole("row", { name: new RegExp(`^Flyers ${testInfo.project.name} `) });
  await expect(flyers.getByText("—").first()).toBeVisible();
  await figures.first().scrollIntoViewIfNeeded();
  await shot(page, testInfo, "spend-and-return", { fullPage: true });
  // The section alone, to look at (E2E_SHOTS).
  if (process.env.E2E_SHOTS) await page.getByRole("region", { name: "Spend and return", exact: true }).screenshot({ path: testInfo.outputPath("spend-section.png") });
  expect(await blockingViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV of spend and return" }).click();
  const file = readFileSync(await (await download).path(), "utf8");
  expect(file).toContain(`Meta,${campaign},1500.00,2,750.00,0,,1,1500.00,300000,200.00,`);
});
