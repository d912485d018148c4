// Issue 28, the last gaps: a consultation staff book for a caller stores the notice they read to the caller
// (the form asks them to confirm it), which the lead page shows and the caller's confirmation mail withdraws;
// and the "Your data" code mail carries a link to withdraw the consents held for its address, no one else's.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { dbRows, unique } from "./support/records";
import { withOwnSite } from "./support/own-site";
import { signInAs } from "./support/sessions";
import { shot } from "./support/shots";
import { expect } from "./support/test";

const notice = JSON.parse(readFileSync(new URL("../app/content/consent-notice.json", import.meta.url), "utf8")) as {
  messages: { staffReadingRequired: string; noConsents: string };
  languages: { code: string; name: string; spokenNotice: string; staffConfirmation: string; purposeLabels: Record<string, string> }[];
};
const [english, hindi] = notice.languages as [(typeof notice.languages)[0], (typeof notice.languages)[0]];

// Its own site: it books, withdraws and reads the mail folder, which the shared site's tests must not see.
const test = withOwnSite("consent-staff");

/** The withdrawal link in the newest mail to address whose text holds marker, quoted-printable undone; "" until it arrives. */
function mailedLink(dataDir: string, address: string, marker: string): string {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, "mail")).filter((f) => f.endsWith(".eml") && !f.startsWith("."));
  } catch {
    return "";
  }
  for (const f of files.sort().reverse()) {
    const text = readFileSync(join(dataDir, "mail", f), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (!text.includes(`To: <${address}>`) || !text.includes(marker)) continue;
    return /https?:\/\/[^\s"<>]+\/forms\/consent\?t=[A-Za-z0-9._-]+/.exec(text)?.[0] ?? "";
  }
  return "";
}

test("staff confirm they read the notice to the caller; the booking keeps that consent, the lead page shows it and the caller's mail withdraws it @phone", async ({ page, ownSite }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const name = unique("Phone Consent", testInfo);
  const email = `phone-consent-${project}-${Date.now().toString(36)}@example.in`;
  const lead = await page.request.post("/api/leads", {
    data: { propertyType: "2 BHK", location: "Pune", name, mobile: "9876543210", email, whatsappUpdates: false, page: "/get-free-estimate" },
  });
  expect(lead.status()).toBe(201);
  const { id } = (await lead.json()) as { id: number };

  await signInAs(page, "sales", testInfo, ownSite.baseURL);
  await page.goto(`/admin/leads/${id}`);
  const block = page.getByRole("region", { name: "Appointments" });
  await block.getByRole("button", { name: "Book a consultation for the caller" }).click();
  const picker = block.getByRole("region", { name: "Book a consultation for the caller" });
  await picker.getByRole("button", { name: "Experience centre" }).click();
  await picker.getByRole("group", { name: "Time" }).getByRole("button").first().click();

  // The notice to read, in English first; booking without the box ticked is refused with the sentence.
  const reading = picker.getByRole("group", { name: "Read this privacy notice to the caller" });
  await expect(reading.getByText(english.spokenNotice)).toBeVisible();
  await picker.getByRole("button", { name: "Book this time" }).click();
  await expect(reading.getByText(notice.messages.staffReadingRequired)).toBeVisible();
  await shot(page, testInfo, "staff-form-refused", { fullPage: true });

  // Read in Hindi: the Hindi words and box; ticked, it books.
  await reading.getByRole("radio", { name: hindi.name }).check();
  await expect(reading.getByText(hindi.spokenNotice)).toBeVisible();
  await reading.getByRole("checkbox", { name: hindi.staffConfirmation }).check();
  await expect(reading.getByText(notice.messages.staffReadingRequired)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, testInfo, "staff-form", { fullPage: true });
  const booked = page.waitForResponse((r) => r.url().endsWith("/api/admin/appointments") && r.request().method() === "POST");
  await picker.getByRole("button", { name: "Book this time" }).click();
  expect((await booked).status()).toBe(201);

  const card = block.getByRole("article");
  await expect(card.getByText(new RegExp(`^Privacy notice \\(version 1\\) read to the caller by Sales ${project} in ${hindi.name}, `))).toBeVisible();
  expect(
    dbRows(ownSite.dataDir, `select c.purpose, c.language, c.client_address, c.recorded_by > 0 as by_staff, length(c.notice_hash) as hash_length
      from consents c join appointments a on a.id = c.record_id where c.record_kind = 'booking' and a.lead_id = ${id}`),
  ).toEqual([{ purpose: "appointment", language: "hi", client_address: "", by_staff: 1, hash_length: 64 }]);

  // The caller's confirmation carries the link; it withdraws the consent staff recorded, and the lead page shows it.
  await expect.poll(() => mailedLink(ownSite.dataDir, email, "Your free design consultation is booked"), { timeout: 15_000 }).not.toBe("");
  const link = new URL(mailedLink(ownSite.dataDir, email, "Your free design consultation is booked"));
  await page.goto(link.pathname + link.search, { waitUntil: "commit" });
  await page.getByRole("button", { name: `Withdraw: ${english.purposeLabels.appointment}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Withdrawn: ${english.purposeLabels.appointment}. We no longer use your details for this.`);
  await page.goto(`/admin/leads/${id}`);
  await expect(block.getByRole("note").filter({ hasText: /^Consent for this consultation withdrawn / })).toBeVisible();
});

test("the Your-data code mail's link shows and withdraws the consents held for that address, and says so when there are none @phone", async ({ page, ownSite }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const name = unique("Address Consent", testInfo);
  const email = `address-consent-${project}-${Date.now().toString(36)}@example.in`;
  const other = `address-other-${project}-${Date.now().toString(36)}@example.in`;
  for (const [who, address] of [[name, email], [`${name} Other`, other]] as const) {
    const res = await page.request.post("/api/leads", {
      data: { propertyType: "3 BHK", location: "Pune", name: who, mobile: "9876543211", email: address, whatsappUpdates: true, page: "/get-free-estimate" },
    });
    expect(res.status()).toBe(201);
  }
  const ask = async (address: string) => {
    await page.goto("/your-data");
    await page.getByRole("radio", { name: "See what you hold about me" }).check();
    await page.getByLabel("E-mail you used with us").fill(address);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("heading", { name: "Enter the code we mailed you" })).toBeVisible();
    await expect.poll(() => mailedLink(ownSite.dataDir, address, "Your code is"), { timeout: 15_000 }).not.toBe("");
    const link = new URL(mailedLink(ownSite.dataDir, address, "Your code is"));
    expect(link.search).not.toContain(address.split("@")[0]!); // the address is sealed, never shown in the link
    return link;
  };

  const link = await ask(email);
  await page.goto(link.pathname + link.search, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Your consents" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Withdraw: ${english.purposeLabels.estimate}` })).toBeVisible();
  await page.getByRole("button", { name: `Withdraw: ${english.purposeLabels.whatsapp}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Withdrawn: ${english.purposeLabels.whatsapp}. We no longer use your details for this.`);
  await shot(page, testInfo, "address-withdrawn", { fullPage: true });
  const standing = (address: string) =>
    dbRows<{ withdrawn: number }>(ownSite.dataDir, `select c.withdrawn_at is not null as withdrawn from consents c join leads l on l.id = c.record_id
      where c.record_kind = 'lead' and c.purpose = 'whatsapp' and l.email = '${address}'`);
  expect(standing(email)).toEqual([{ withdrawn: 1 }]);
  expect(standing(other)).toEqual([{ withdrawn: 0 }]); // another person's consent stands

  const none = await ask(`nobody-${project}-${Date.now().toString(36)}@example.in`);
  await page.goto(none.pathname + none.search, { waitUntil: "commit" });
  await expect(page.getByText(notice.messages.noConsents)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Withdraw: / })).toHaveCount(0);
  await shot(page, testInfo, "address-none", { fullPage: true });
});
