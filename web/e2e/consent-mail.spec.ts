// Issue 28 item 2 for bookings: the booking form shows the notice and its consent is stored with the booking; the
// booking confirmation mail's link withdraws WhatsApp in one tap; the lead page and the lead export show it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { dbRows, unique } from "./support/records";
import { withOwnSite } from "./support/own-site";
import { signInAs } from "./support/sessions";
import { shot } from "./support/shots";
import { expect } from "./support/test";

const labels = (JSON.parse(readFileSync(new URL("../app/content/consent-notice.json", import.meta.url), "utf8")) as {
  languages: { purposeLabels: Record<string, string> }[];
}).languages[0]!.purposeLabels;

// Its own site: it withdraws consents and exports every lead, which the shared site's tests must not see.
const test = withOwnSite("consent-mail");

/** The withdrawal link of the booking confirmation mailed to address, quoted-printable undone; "" until it arrives. */
function bookingMailLink(dataDir: string, address: string): string {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, "mail")).filter((f) => f.endsWith(".eml") && !f.startsWith("."));
  } catch {
    return "";
  }
  for (const f of files) {
    const text = readFileSync(join(dataDir, "mail", f), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (!text.includes(`To: <${address}>`) || !text.includes("Your free design consultation is booked")) continue;
    return /https?:\/\/[^\s"<>]+\/forms\/consent\?t=booking\.[A-Za-z0-9._-]+/.exec(text)?.[0] ?? "";
  }
  return "";
}

async function bookAfterEstimate(page: Page, name: string, email: string) {
  await page.goto("/get-free-estimate");
  await page.getByRole("radio", { name: "2 BHK", exact: true }).locator("xpath=..").click();
  await page.getByRole("radio", { name: "Pune", exact: true }).locator("xpath=..").click();
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("textbox", { name: /Email/ }).fill(email);
  await page.getByLabel("Send me updates on WhatsApp").check();
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByRole("heading", { name: "Pick a time" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Privacy notice" }).last()).toBeVisible();
  await page.locator('input[name="start"]').first().locator("xpath=..").click();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
}

test("a booking keeps its consent; its confirmation mail's link withdraws WhatsApp; the lead page and the export show it @phone", async ({ page, ownSite }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const name = unique("Consent Booker", testInfo);
  const email = `consent-booker-${project}-${Date.now().toString(36)}@example.in`;
  await bookAfterEstimate(page, name, email);

  const [lead] = dbRows<{ id: number }>(ownSite.dataDir, `select id from leads where name = '${name}'`);
  expect(dbRows(ownSite.dataDir, `select c.purpose, c.language, length(c.notice_hash) as hash_length from consents c
    join appointments a on a.id = c.record_id where c.record_kind = 'booking' and a.lead_id = ${lead!.id}`)).toEqual([
    { purpose: "appointment", language: "en", hash_length: 64 },
  ]);

  await expect.poll(() => bookingMailLink(ownSite.dataDir, email), { timeout: 15_000 }).not.toBe("");
  const link = new URL(bookingMailLink(ownSite.dataDir, email));
  await page.goto(link.pathname + link.search, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Your consents" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Withdraw: ${labels.appointment}` })).toBeVisible();
  await page.getByRole("button", { name: `Withdraw: ${labels.whatsapp}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Withdrawn: ${labels.whatsapp}. We no longer use your details for this.`);
  await shot(page, testInfo, "booking-withdrawn", { fullPage: true });

  await signInAs(page, "sales", testInfo, ownSite.baseURL);
  await page.goto(`/admin/leads/${lead!.id}`);
  await expect(page.getByRole("note").filter({ hasText: /^WhatsApp updates withdrawn / })).toBeVisible();
  await shot(page, testInfo, "lead-page", { fullPage: true });

  const csv = await (await page.request.get("/api/admin/leads/export.csv")).text();
  const [header, ...rows] = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toContain(",whatsappUpdates,whatsappWithdrawnAt (IST),createdAt (IST),");
  expect(header!.endsWith(",status,assignee,followUpOn,lostReason,notes")).toBe(true);
  // The lead's row: WhatsApp asked for, then withdrawn at an India time, before the time it came.
  expect(rows.find((r) => r.includes(name))).toMatch(/,true,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
});
