// The dashboard against the real binary: a seeded mix of leads with UTM campaigns and staff actions shows
// the right counts, funnel and response time, the chart has its figures as a table, and a campaign's row
// downloads as CSV. A salesperson's dashboard holds only their own leads, so each project's seed stands alone.
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { blockingViolations } from "./support/axe";
import { freshMobile, unfold } from "./support/inbox";
import { unique } from "./support/records";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

test.describe.configure({ timeout: 90_000 });

// Its own site: on the shared one other specs assign leads to the same sales person, and the counts are exact.
let site: RunningSite;
const at = (path: string) => site.baseURL + path;

test.beforeAll(async () => {
  site = await startSiteWithStaff("dashboard");
});

test.afterAll(async () => {
  await site?.stop();
});


async function post(request: APIRequestContext, name: string, campaign: string): Promise<number> {
  const res = await request.post(at("/api/leads"), {
    data: { propertyType: "3 BHK", location: "Pune", name, mobile: freshMobile(), email: null, whatsappUpdates: false, page: "/get-free-estimate",
      utm_source: "google", utm_medium: "cpc", utm_campaign: campaign },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function patch(request: APIRequestContext, id: number, change: Record<string, unknown>) {
  const lead = ((await (await request.get(at(`/api/admin/leads/${id}`))).json()) as { lead: { version: number } }).lead;
  const res = await request.patch(at(`/api/admin/leads/${id}`), { data: { version: lead.version, ...change } });
  expect(res.status(), await res.text()).toBe(200);
}

test("the dashboard counts a seeded period: leads, funnel, first response, a campaign's row and its CSV @phone", async ({ page }, testInfo) => {
  const campaign = unique("dash", testInfo).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await signInAs(page, "sales", testInfo, site.baseURL);
  const me = ((await (await page.request.get(at("/api/admin/me"))).json()) as { id: number }).id;
  // Three leads of the campaign and one from elsewhere, all the person's own.
  const [won, noted, waiting, other] = [
    await post(page.request, unique("Dash Won", testInfo), campaign),
    await post(page.request, unique("Dash Noted", testInfo), campaign),
    await post(page.request, unique("Dash Waiting", testInfo), campaign),
    await post(page.request, unique("Dash Other", testInfo), `${campaign}-other`),
  ];
  for (const id of [won, noted, waiting, other]) await patch(page.request, id, { assigneeId: me });
  // One lead walked through the whole funnel to an order; one answered with a note; two not answered yet.
  for (const status of ["contacted", "site_visit_booked", "proposal_sent"]) await patch(page.request, won, { status });
  await patch(page.request, won, { status: "won", wonValue: 250000 });
  const note = await page.request.post(at(`/api/admin/leads/${noted}/notes`), { data: { version: 2, text: "Spoke to them: visit next week." } });
  expect(note.status()).toBe(201);

  await page.goto(at("/admin"));
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");

  // The figures: 4 leads, 1 won worth ₹2,50,000, 2 of 4 answered, both within the 15-minute target.
  const stat = (label: string) => page.getByRole("term").filter({ hasText: label }).locator("xpath=..");
  await expect(stat("Leads").getByRole("definition").first()).toHaveText("4");
  await expect(stat("Won").getByRole("definition").first()).toHaveText("1");
  await expect(stat("Won").getByText("₹2,50,000 in orders")).toBeVisible();
  await expect(stat("Median first response").getByText("2 of 4 answered")).toBeVisible();
  await expect(stat("Answered within 15 min").getByRole("definition").first()).toHaveText("50%");

  // The funnel's table: New 4 → Contacted 1 (25%) → Site visit booked 1 → Proposal sent 1 → Won 1.
  const funnel = page.getByRole("region", { name: "Funnel: figures" });
  for (const [stage, leads, share] of [["New", "4", "—"], ["Contacted", "1", "25%"], ["Site visit booked", "1", "100%"], ["Proposal sent", "1", "100%"], ["Won", "1", "100%"]]) {
    const row = funnel.getByRole("row", { name: new RegExp(`^${stage} `) });
    await expect(row.getByRole("cell").nth(0)).toHaveText(leads);
    await expect(row.getByRole("cell").nth(1)).toHaveText(share);
  }
  // The chart is there for the eye, with the same figures as an accessible table under it.
  await expect(page.getByRole("img", { name: /^Leads per day, this period and the one before/ })).toBeVisible();
  await page.getByText("The chart's figures, day by day").click();
  const series = page.getByRole("region", { name: "Leads per day: figures" });
  await expect(series.getByRole("columnheader", { name: "Leads", exact: true })).toBeVisible();
  const perDay = await series.getByRole("row").evaluateAll((rows) => rows.slice(1).reduce((n, r) => n + Number(r.children[1]?.textContent ?? 0), 0));
  expect(perDay).toBe(4);

  // The campaign's row, and the same row in the CSV.
  const sources = page.getByRole("region", { name: "Campaigns and sources: figures" });
  const row = sources.getByRole("row", { name: new RegExp(`^google / cpc / ${campaign} `) });
  await expect(row.getByRole("cell")).toHaveText(["3", "0", "1"]);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV of campaigns and sources" }).click();
  const file = readFileSync(await (await download).path(), "utf8");
  expect(file.split("\r\n")[0]).toBe("\uFEFFutm_source,utm_medium,utm_campaign,leads,leads, period before,won".replace("leads, period before", '"leads, period before"'));
  expect(file).toContain(`google,cpc,${campaign},3,0,1\r\n`);

  // The order value shows on the lead page.
  await page.goto(at(`/admin/leads/${won}`));
  await unfold(page, "Change status");
  await expect(page.getByText("Order value: ₹2,50,000")).toBeVisible();

  await page.goto(at("/admin/dashboard"));
  await expect(page.getByRole("region", { name: "Funnel: figures" })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, testInfo, "dashboard", { fullPage: true });
});
