// People's data requests against the real binary (issue 28): a person asks on the "Your data" page and confirms with
// the code mailed to them; the owner answers an access request (the downloaded file holds their lead and message) and
// an erasure request, after which the exports, the outbox and the mail folder hold nothing of them; and the retention
// job, run with `site privacy retain --at` (a controlled clock), erases an expired lead and keeps one that is not.
import type { APIRequestContext, Page } from "@playwright/test";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { openAdminMenu } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { freshMobile } from "./support/inbox";
import { dbRows, findMail } from "./support/records";
import { signInAs, staffSession } from "./support/sessions";
import { SITE_BINARY, siteEnv, type RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: erasure and retention change the data.
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  site = await startSiteWithStaff("privacy");
});

test.afterAll(async () => {
  await site?.stop();
});

/** Every mail file's text, soft line breaks of quoted-printable joined. */
function mails(): string[] {
  const dir = join(site.dataDir, "mail");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml") && !f.startsWith("."))
    .map((f) => readFileSync(join(dir, f), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "="));
}

/** The newest code mailed to addr (the mail worker writes it within a moment). */
async function mailedCode(addr: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const found = mails()
      .filter((m) => m.includes(`To: <${addr}>`) || m.includes(`To: ${addr}`))
      .map((m) => /Your code is (\d{6})/.exec(m)?.[1])
      .filter(Boolean);
    expect(found.length).toBeGreaterThan(0);
    code = found[found.length - 1]!;
  }).toPass({ timeout: 15_000 });
  return code;
}

/** A lead as the public form posts it, on this spec's site. */
async function postLead(request: APIRequestContext, lead: { name: string; mobile: string; email?: string }): Promise<number> {
  const res = await request.post(`${site.baseURL}/api/leads`, {
    data: { propertyType: "3 BHK", location: "Pune", email: null, whatsappUpdates: true, page: "/get-free-estimate", ...lead },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The person's request on the public page, confirmed with the mailed code; returns its number. */
async function askAndConfirm(page: Page, kind: string, email: string, name: string, codesBefore: Set<string>): Promise<void> {
  await page.goto(`${site.baseURL}/your-data`);
  await page.getByRole("radio", { name: kind }).check();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail you used with us").fill(email);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { name: "Enter the code we mailed you" })).toBeVisible();
  let code = "";
  await expect(async () => {
    code = await mailedCode(email);
    expect(codesBefore.has(code)).toBe(false);
  }).toPass({ timeout: 15_000 });
  codesBefore.add(code);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Confirm request" }).click();
  await expect(page.getByRole("heading", { name: "Request confirmed" })).toBeVisible();
}

async function openRequest(page: Page, label: string) {
  await page.goto(`${site.baseURL}/admin/privacy`);
  await page.getByRole("link", { name: new RegExp(label) }).first().click();
}

test("a person confirms requests by the mailed code; the owner sends their file and erases them everywhere @desktop", async ({ page, browser }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Nandini Privacy ${tag}`;
  const email = `nandini.${tag}@example.com`;
  const mobile = freshMobile();
  const words = `Please call me about the wardrobe ${tag}`;
  await postLead(page.context().request, { name, mobile, email });
  const contact = await page.context().request.post(`${site.baseURL}/api/contact`, {
    data: { firstName: "Nandini", lastName: `Privacy ${tag}`, email, phone: "", subject: "general", message: words, page: "/Contactus" },
  });
  expect(contact.status(), await contact.text()).toBe(201);

  const person = await browser.newPage();
  const codes = new Set<string>();
  await askAndConfirm(person, "See what you hold about me", email, name, codes);
  await askAndConfirm(person, "Erase what you hold about me", email, name, codes);
  await person.close();

  await signInAs(page, "owner", testInfo, site.baseURL);
  await page.goto(`${site.baseURL}/admin/privacy`);
  await expect(page.getByRole("heading", { name: "Data requests" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`See their data: ${name}`) })).toContainText("days left");
  await shot(page, testInfo, "queue", { fullPage: true });

  await openRequest(page, `See their data: ${name}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download their data (JSON)" }).click()]);
  const file = JSON.parse(readFileSync((await download.path())!, "utf8")) as { data: Record<string, Record<string, unknown>[]> };
  expect(file.data.leads!.map((l) => l.name)).toContain(name);
  expect(file.data.contact_messages!.map((m) => m.message)).toContain(words);
  // "Send the file" mails it to the address the person proved with the code, and answers the request (issue 41 item 12).
  await page.getByRole("button", { name: `Send the file to ${email}` }).click();
  await expect(page.getByText(`Sent the file to ${email}; the request is answered.`)).toBeVisible();
  await expect.poll(() => findMail(site.dataDir, `personal-data-request-`), { timeout: 15_000 }).toContain(`To: <${email}>`);

  await openRequest(page, `Erase their data: ${name}`);
  await shot(page, testInfo, "request", { fullPage: true });
  await page.getByRole("button", { name: "Erase their data" }).click();
  await expect(page.getByText(`One last mail tells ${email} it is done; the site deletes it once delivered.`, { exact: false })).toBeVisible();
  await shot(page, testInfo, "erase-confirm");
  await page.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText(/^Erased\. The erasure log/)).toBeVisible();

  // The one mail left to them says it is done; without SMTP the mail folder stands in for their mailbox, so once it
  // is there it was delivered, and the outbox forgot it (issue 41 item 12).
  const notices = () => mails().filter((m) => m.includes(`To: <${email}>`) && m.includes("This is our last mail to this address"));
  await expect.poll(() => notices().length, { timeout: 15_000 }).toBe(1);
  const notice = notices()[0]!;
  expect(notice).toContain("We have erased what we held about you");
  expect(notice).not.toContain(name);

  // Nothing else of them is left: the admin exports, the outbox and the mail folder.
  const digits = mobile;
  for (const path of ["/api/admin/leads/export.csv", "/api/admin/messages/export.csv", "/api/admin/subscribers/export.csv"]) {
    const res = await page.request.get(`${site.baseURL}${path}`);
    expect(res.status()).toBe(200);
    const text = (await res.text()).toLowerCase();
    for (const needle of [name, email, digits]) expect(text, `${path} holds ${needle}`).not.toContain(needle.toLowerCase());
  }
  const outbox = dbRows<{ n: number }>(
    site.dataDir,
    `SELECT count(*) AS n FROM outbox WHERE lower(message) LIKE '%${tag.toLowerCase()}%' OR message LIKE '%${digits}%'`,
  );
  expect(outbox[0]!.n).toBe(0);
  for (const m of mails().filter((m) => m !== notice)) {
    expect(m.toLowerCase()).not.toContain(email.toLowerCase());
    expect(m).not.toContain(name);
    expect(m).not.toContain(digits);
  }
  // A scan of the whole database of the running site: every row of every table, text and blobs (as hex) alike.
  const dump = execFileSync("sqlite3", ["-readonly", join(site.dataDir, "site.db"), ".dump"], { encoding: "utf8", maxBuffer: 1 << 30 }).toLowerCase();
  for (const needle of [name, email, digits]) {
    expect(dump.includes(needle.toLowerCase()), `the database holds ${needle}`).toBe(false);
    expect(dump.includes(Buffer.from(needle).toString("hex")), `the database holds ${needle} in a blob`).toBe(false);
  }
  // And byte by byte, the file and its WAL, freed pages included (secure_delete, the WAL emptied after the erasure).
  for (const file of ["site.db", "site.db-wal"]) {
    const path = join(site.dataDir, file);
    const bytes = existsSync(path) ? readFileSync(path).toString("latin1").toLowerCase() : "";
    for (const needle of [tag.toLowerCase(), email.toLowerCase(), digits]) expect(bytes.includes(needle), `${file} holds ${needle}`).toBe(false);
  }
  await page.goto(`${site.baseURL}/admin/privacy`);
  await expect(page.getByRole("region", { name: "Erasure log" })).toContainText("Request #");
});

test("a code proves only its address: a mobile named beside it reaches nothing until the owner has called it @desktop", async ({ page, browser }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const victim = `Vasudha Victim ${tag}`;
  const mobile = freshMobile();
  const victimLead = await postLead(page.context().request, { name: victim, mobile });
  const email = `mallory.${tag}@example.net`;
  const name = `Mallory ${tag}`;

  const person = await browser.newPage();
  const codes = new Set<string>();
  for (const kind of ["Erase what you hold about me", "See what you hold about me"]) {
    await person.goto(`${site.baseURL}/your-data`);
    await person.getByRole("radio", { name: kind }).check();
    await person.getByLabel("Your name").fill(name);
    await person.getByLabel("E-mail you used with us").fill(email);
    await person.getByLabel("Mobile number you used with us").fill(mobile);
    await person.getByRole("button", { name: "Send request" }).click();
    await expect(person.getByText("The code confirms only what we hold under this e-mail address.")).toBeVisible();
    let code = "";
    await expect(async () => {
      code = await mailedCode(email);
      expect(codes.has(code)).toBe(false);
    }).toPass({ timeout: 15_000 });
    codes.add(code);
    await person.getByLabel("6-digit code").fill(code);
    await person.getByRole("button", { name: "Confirm request" }).click();
    await expect(person.getByRole("heading", { name: "Request confirmed" })).toBeVisible();
    await expect(person.getByText("once our team has called you on it")).toBeVisible();
  }
  await person.close();

  const owner = await browser.newContext({ storageState: await staffSession(site.baseURL, "owner", testInfo.project.name), viewport: page.viewportSize() ?? undefined });
  const ownerPage = await owner.newPage();
  await openRequest(ownerPage, `Erase their data: ${name}`);
  const proofs = ownerPage.getByRole("list", { name: "Proofs" });
  await expect(proofs.getByRole("listitem").filter({ hasText: `E-mail ${email}` })).toContainText("Proven by the mailed code");
  const mobileProof = proofs.getByRole("listitem").filter({ hasText: `Mobile ${mobile}` });
  await expect(mobileProof).toContainText("Not proven");
  await expect(mobileProof.getByRole("link", { name: `#${victimLead}` })).toBeVisible();
  await shot(ownerPage, testInfo, "proofs", { fullPage: true });
  await ownerPage.getByRole("button", { name: "Erase their data" }).click();
  await expect(ownerPage.getByText("Nothing is held under the proven contacts: this closes the request and erases nothing.")).toBeVisible();
  await ownerPage.getByRole("button", { name: "Erase for good" }).click();
  await expect(ownerPage.getByText("Nothing is held under the contact this request proved, so nothing was erased.").first()).toBeVisible();
  expect(dbRows<{ name: string }>(site.dataDir, `SELECT name FROM leads WHERE id = ${victimLead}`)[0]!.name).toBe(victim);

  // The person of the number, called back, confirms: from then on the request reaches their lead.
  await openRequest(ownerPage, `See their data: ${name}`);
  await ownerPage.getByRole("button", { name: "I called and they confirmed" }).click();
  await expect(ownerPage.getByText("Recorded: the mobile number is verified by phone.")).toBeVisible();
  await expect(ownerPage.getByRole("list", { name: "Proofs" }).getByRole("listitem").filter({ hasText: `Mobile ${mobile}` })).toContainText("Proven by phone");
  await expect(ownerPage.getByText("1 lead, 0 messages, 0 subscriptions, under the proven contacts")).toBeVisible();
  await owner.close();
});

test("a sales person the owner lets handle data requests records a phone request and erases a mobile-only lead @desktop", async ({ page, browser }, testInfo) => {
  const project = testInfo.project.name;
  const tag = `${project}${Date.now().toString(36)}`;
  const name = `Ramesh Phone ${tag}`;
  const mobile = freshMobile();
  const leadId = await postLead(page.context().request, { name, mobile });

  const owner = await browser.newContext({ storageState: await staffSession(site.baseURL, "owner", project), viewport: page.viewportSize() ?? undefined });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${site.baseURL}/admin/accounts`);
  await ownerPage.getByRole("button", { name: `Edit Sales ${project}` }).click();
  await ownerPage.getByRole("checkbox", { name: "Handles data requests" }).check();
  await ownerPage.getByRole("button", { name: "Save changes" }).click();
  await expect(ownerPage.getByText("Changes saved.")).toBeVisible();
  await expect(ownerPage.getByRole("region", { name: "Accounts", exact: true })).toContainText("Handles data requests");
  await owner.close();

  // The grant ended the sessions begun with less: sales signs in again.
  await signInAs(page, "sales", testInfo, site.baseURL, true);
  await openAdminMenu(page);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Data requests" }).click();
  await page.getByRole("button", { name: "Record a phone request" }).click();
  await page.getByLabel("What they ask").selectOption({ label: "Erase what you hold about me" });
  await page.getByLabel("Lead number").fill(String(leadId));
  await page.getByRole("button", { name: "Record the request" }).click();
  await expect(page.getByText("Record the request only after calling the person back")).toBeVisible();
  await page.getByLabel("Note").fill("Called on Monday asking to be forgotten; called back on the lead's number.");
  await page.getByRole("checkbox", { name: /I called them back/ }).check();
  await page.getByRole("button", { name: "Record the request" }).click();
  await expect(page.getByText(new RegExp(`By phone, by Sales ${project}`))).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await shot(page, testInfo, "phone-request", { fullPage: true });
  await page.getByRole("button", { name: "Erase their data" }).click();
  await page.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText(/^Erased\. The erasure log/)).toBeVisible();
  expect(dbRows<{ n: number }>(site.dataDir, `SELECT count(*) AS n FROM leads WHERE name LIKE '%${tag}%' OR mobile_digits = '${mobile.slice(-10)}'`)[0]!.n).toBe(0);
  // A sales person without the grant is still turned away from the owner's pages.
  await page.goto(`${site.baseURL}/admin/accounts`);
  await expect(page.getByText("Not available to your role")).toBeVisible();
});

test("the retention job under a controlled clock erases an expired lead and keeps one that is not @desktop", async ({ page, browser }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const expired = `Old Enquiry ${tag}`;
  const kept = `Fresh Enquiry ${tag}`;
  const oldId = await postLead(page.context().request, { name: expired, mobile: freshMobile() });
  await postLead(page.context().request, { name: kept, mobile: freshMobile() });
  // The first came in 13 months ago: 25 months idle a year from now, past the default 24.
  const thirteenMonthsAgo = new Date(Date.now() - 396 * 24 * 3600 * 1000).toISOString().replace(/(\.\d{3})\d*Z$/, "$1Z");
  execFileSync("sqlite3", ["-cmd", ".timeout 10000", join(site.dataDir, "site.db"), `UPDATE leads SET created_at = '${thirteenMonthsAgo}' WHERE id = ${oldId}`]);
  const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().replace(/\.\d+Z$/, "Z");
  const run = spawnSync(SITE_BINARY, ["privacy", "retain", "--at", inAYear], {
    env: siteEnv(site.dataDir),
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toMatch(/^Retention: erased \d+ expired records/);
  const names = dbRows<{ name: string }>(site.dataDir, `SELECT name FROM leads WHERE name LIKE '%${tag}%'`).map((r) => r.name);
  expect(names).toEqual([kept]);

  const owner = await browser.newContext({ storageState: await staffSession(site.baseURL, "owner", testInfo.project.name), viewport: page.viewportSize() ?? undefined });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${site.baseURL}/admin/privacy`);
  await expect(ownerPage.getByRole("region", { name: "Erasure log" })).toContainText("Retention");
  await ownerPage.goto(`${site.baseURL}/admin/audit`);
  await expect(ownerPage.getByText(/Retention: erased/).first()).toBeVisible();
  await owner.close();
});

test("the Your data page is linked from the footer, has no serious axe violations, and takes a request with JavaScript off @phone", async ({ page, browser }, testInfo) => {
  await page.goto(`${site.baseURL}/`);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Your data" })).toHaveAttribute("href", "/your-data");
  await page.goto(`${site.baseURL}/your-data`);
  expect(await seriousViolations(page)).toEqual([]);

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  const person = await noScript.newPage();
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  await askAndConfirm(person, "Correct what you hold about me", `kiran.${tag}@example.com`, `Kiran ${tag}`, new Set());
  await person.goto(`${site.baseURL}/your-data`);
  await person.getByRole("radio", { name: "Erase what you hold about me" }).check();
  await person.getByLabel("Mobile number you used with us").fill(freshMobile());
  await person.getByRole("button", { name: "Send request" }).click();
  await expect(person.getByText("Our team will call you on this number")).toBeVisible();
  await noScript.close();
});
