// Issue 28, items 1 and 2: the privacy notice beside the forms, the consent stored with a lead, and the
// one-tap withdrawal from the visitor's confirmation mail, which the lead's page in the back-office shows.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { freshMobile, signIn } from "./support/inbox";
import { dbRows, unique } from "./support/records";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

// The notice's words, read from the file the server and the pages read.
const notice = JSON.parse(readFileSync(new URL("../app/content/consent-notice.json", import.meta.url), "utf8")) as {
  version: number;
  languages: { code: string; name: string; heading: string }[];
};
const [english, hindi] = notice.languages;

/** The withdrawal link in the visitor's mail to address, quoted-printable undone; "" until it arrives. */
function withdrawalLink(dataDir: string, address: string): string {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, "mail")).filter((f) => f.endsWith(".eml") && !f.startsWith("."));
  } catch {
    return ""; // no mail folder yet
  }
  for (const f of files) {
    const text = readFileSync(join(dataDir, "mail", f), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    // The company's mail names the visitor too (Reply-To), but only the visitor's carries the link.
    if (!text.includes(`To: <${address}>`)) continue;
    const link = /https?:\/\/[^\s"<>]+\/forms\/consent\?t=[A-Za-z0-9._-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return "";
}

async function estimateStepTwo(page: Page) {
  await page.goto("/get-free-estimate");
  await page.getByRole("radio", { name: "2 BHK", exact: true }).locator("xpath=..").click();
  await page.getByRole("radio", { name: "Gurgaon", exact: true }).locator("xpath=..").click();
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page.getByRole("heading", { name: "How can we reach you?" })).toBeFocused();
}

test("a lead stores the notice's version, language and purposes; Hindi shows when chosen; the mail's link withdraws WhatsApp and the lead page shows it @phone", async ({ page, site }, testInfo) => {
  test.setTimeout(90_000); // a lead, a mail, a withdrawal and a sign-in on a busy machine
  const name = unique("Consent Hindi", testInfo);
  const email = `consent-${testInfo.project.name}-${Date.now().toString(36)}@example.in`;
  await estimateStepTwo(page);

  const box = page.getByRole("region", { name: "Privacy notice" });
  await expect(box.getByText(english.heading)).toBeVisible();
  await expect(box.getByText(hindi.heading)).toBeHidden();
  await box.getByRole("radio", { name: hindi.name }).check();
  await expect(box.getByText(hindi.heading)).toBeVisible();
  await expect(box.getByText(english.heading)).toBeHidden();
  await expect(box.locator(`[lang="${hindi.code}"]`).getByText("Grievance Officer, Nivaas Interiors")).toBeVisible();
  await shot(page, testInfo, "notice-hindi", { fullPage: true });

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Mobile number").fill(freshMobile());
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Send me updates on WhatsApp").check();
  const leadRequest = page.waitForRequest("**/api/leads");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  expect((await leadRequest).postDataJSON()).toMatchObject({ noticeVersion: notice.version, noticeLanguage: "hi", whatsappUpdates: true });
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();

  const [{ id }] = dbRows<{ id: number }>(site.dataDir, `select id from leads where name = '${name}'`);
  const consents = dbRows(site.dataDir, `select purpose, notice_version, language, length(notice_hash) as hash_length, withdrawn_at
    from consents where record_kind = 'lead' and record_id = ${id} order by purpose`);
  expect(consents).toEqual([
    { purpose: "estimate", notice_version: notice.version, language: "hi", hash_length: 64, withdrawn_at: null },
    { purpose: "whatsapp", notice_version: notice.version, language: "hi", hash_length: 64, withdrawn_at: null },
  ]);

  // The choice is remembered: the next form opens in Hindi.
  await page.goto("/Contactus");
  await expect(page.getByRole("region", { name: "Privacy notice" }).getByRole("radio", { name: hindi.name })).toBeChecked();
  await expect(page.getByText(hindi.heading)).toBeVisible();

  await expect.poll(() => withdrawalLink(site.dataDir, email), { timeout: 15_000 }).not.toBe("");
  const link = new URL(withdrawalLink(site.dataDir, email));
  // A page the server writes (no React to wait for), as a mail client would open it.
  await page.goto(link.pathname + link.search, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Your consents" })).toBeVisible();
  await page.getByRole("button", { name: "Withdraw: WhatsApp updates" }).click();
  await expect(page.getByRole("status")).toHaveText("Withdrawn: WhatsApp updates. We no longer use your details for this.");
  await expect(page.getByText(/^WhatsApp updates: withdrawn on /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw: WhatsApp updates" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Withdraw: Being called about your estimate" })).toBeVisible();
  await shot(page, testInfo, "withdrawn", { fullPage: true });
  expect(dbRows(site.dataDir, `select purpose from consents where record_id = ${id} and record_kind = 'lead' and withdrawn_at is not null`)).toEqual([
    { purpose: "whatsapp" },
  ]);

  await signIn(page, testInfo);
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("note").filter({ hasText: /^WhatsApp updates withdrawn / })).toBeVisible();
  await expect(page.getByText(/^WhatsApp updates withdrawn /).last()).toBeVisible();
  await expect(page.getByText("Version 1, read in हिन्दी")).toBeVisible();
  await shot(page, testInfo, "lead-page", { fullPage: true });
});
