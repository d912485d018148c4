// The owner's privacy records (issue 28, items 5-7) against the real binary: a sales person's opening of a lead is
// on record and the owner finds it in the access log filtered by that person; a breach record counts down the 72 hours
// for the report to the Board and its notice names the grievance contact; a sales user gets 403 on these screens.
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openAdminMenu } from "./support/admin";
import { freshMobile } from "./support/inbox";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { staffEmail, startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

const settings = JSON.parse(readFileSync(new URL("../app/content/settings.json", import.meta.url), "utf8")) as { grievanceOfficer: string };
let site: RunningSite;

// Its own site: its breach records and access-log entries stay out of the shared site's.
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  site = await startSiteWithStaff("privacy");
});

test.afterAll(async () => {
  await site?.stop();
});

async function goTo(page: Page, section: string) {
  await openAdminMenu(page);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: section }).click();
  await expect(page.getByRole("heading", { name: section, level: 1 })).toBeVisible();
}

test("the owner finds a sales person's opening of a lead in the access log, and a breach record counts the 72 hours @desktop", async ({ page, browser }, testInfo) => {
  const project = testInfo.project.name;
  const name = `Privacy Lead ${project}`;
  const res = await page.request.post(`${site.baseURL}/api/leads`, {
    data: { propertyType: "3 BHK", location: "Pune", name, mobile: freshMobile(), email: null, whatsappUpdates: true, page: "/get-free-estimate" },
  });
  expect(res.status()).toBe(201);
  const leadId = ((await res.json()) as { id: number }).id;

  // A sales person opens the lead.
  const salesContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const sales = await salesContext.newPage();
  await signInAs(sales, "sales", testInfo, site.baseURL);
  await sales.goto(`${site.baseURL}/admin/leads/${leadId}`);
  await expect(sales.getByRole("heading", { name, level: 1 })).toBeVisible();
  await salesContext.close();

  // The owner filters the access log by that sales person and finds the opening, with a link to the lead.
  await signInAs(page, "owner", testInfo, site.baseURL);
  await goTo(page, "Access log");
  await page.getByLabel("Staff member").selectOption({ label: `Sales ${project} (${staffEmail("sales", project)})` });
  await page.getByRole("button", { name: "Show" }).click();
  const entries = page.getByRole("list", { name: "Access log entries" });
  const opened = entries.getByRole("listitem").filter({ hasText: "opened a lead" });
  await expect(opened).toHaveCount(1);
  await expect(opened).toContainText(staffEmail("sales", project));
  await expect(opened.getByRole("link", { name: `L${leadId}` })).toHaveAttribute("href", `/admin/leads/${leadId}`);
  await shot(page, testInfo, "access-log", { fullPage: true });

  // By person: the lead's id finds the same opening.
  await page.getByLabel("Staff member").selectOption({ label: "Everyone" });
  await page.getByLabel("Person").fill(`L${leadId}`);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(entries.getByRole("listitem").filter({ hasText: "opened a lead" })).toHaveCount(1);

  // A breach found now: the report to the Board is due in 72 hours, and the notice names the grievance contact.
  await goTo(page, "Breach register");
  await page.getByRole("button", { name: "Record an incident" }).click();
  await page.getByLabel("What happened").fill("A phone with the lead list was lost on a site visit.");
  await page.getByLabel("Personal data affected").fill("Names and mobile numbers of leads");
  await page.getByLabel("People affected (count)").fill("25");
  await page.getByLabel("Affected lead ids (optional)").fill(String(leadId));
  await page.getByLabel("Likely consequences for them").fill("Unwanted calls.");
  await page.getByLabel("Measures taken").fill("The phone was wiped remotely and its sign-in ended.");
  await page.getByLabel("What affected people can do").fill("Ignore calls asking for payment in our name.");
  await page.getByRole("button", { name: "Record the incident" }).click();
  await expect(page.getByRole("heading", { name: /^Incident #\d+$/, level: 1 })).toBeVisible();
  const deadline = page.getByRole("region", { name: "Report deadline" });
  await expect(deadline).toContainText(/7[12] hours left/);
  const notice = page.getByRole("region", { name: "Notice to each affected person" });
  await expect(notice).toContainText(settings.grievanceOfficer);
  await expect(notice).toContainText("A phone with the lead list was lost on a site visit.");
  await expect(page.getByRole("region", { name: "Report to the Data Protection Board" })).toContainText("25");
  await shot(page, testInfo, "incident", { fullPage: true });

  await page.getByRole("link", { name: "Breach register" }).first().click();
  await expect(page.getByRole("heading", { name: "Breach register", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Incidents" })).toContainText(/7[12] hours left/);
  await shot(page, testInfo, "breaches", { fullPage: true });

  await goTo(page, "Data protection");
  await expect(page.getByRole("region", { name: "Breach intimation within 72 hours" })).toContainText("Still the company’s to do");
  await shot(page, testInfo, "compliance", { fullPage: true });
});

test("a sales user gets 403 on the access log, the breach register and the compliance page @phone", async ({ page }, testInfo) => {
  await signInAs(page, "sales", testInfo, site.baseURL);
  for (const path of ["access-log", "breaches", "compliance"]) {
    await page.goto(`${site.baseURL}/admin/${path}`);
    await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  }
  for (const path of ["/api/admin/access-log", "/api/admin/breaches", "/api/admin/breaches/1"]) {
    expect((await page.request.get(`${site.baseURL}${path}`)).status()).toBe(403);
  }
  const post = await page.request.post(`${site.baseURL}/api/admin/breaches`, { data: { summary: "x" } });
  expect(post.status()).toBe(403);
});
