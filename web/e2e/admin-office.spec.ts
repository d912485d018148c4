// Messages, subscribers and the CRM webhook with the real binary, against a real HTTPS server standing in for the CRM.
import { execFileSync } from "node:child_process";
import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { blockingViolations } from "./support/axe";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { openAdminMenu } from "./support/admin";
import { signInAs } from "./support/sessions";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

interface Delivery {
  timestamp: string;
  signature: string;
  body: string;
}

let site: RunningSite;
let crm: Server;
let crmURL = "";
let certDir = "";
const deliveries: Delivery[] = [];

// One site per project with its own accounts; it trusts the CRM's self-made certificate and may reach 127.0.0.1 (tests only).
test.describe.configure({ mode: "serial" });
// Journeys with sign-in, axe and downloads on a shared, slow machine.
test.setTimeout(90_000);

test.beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), "nivaas-crm-"));
  const key = join(certDir, "key.pem");
  const cert = join(certDir, "cert.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert,
    "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" });
  crm = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      deliveries.push({ timestamp: String(req.headers["x-nivaas-timestamp"]), signature: String(req.headers["x-nivaas-signature"]), body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
  crmURL = `https://127.0.0.1:${(crm.address() as AddressInfo).port}/hooks/leads`;
  site = await startSiteWithStaff("office", { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "1", SSL_CERT_FILE: cert });
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => crm?.close(resolve));
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

async function goTo(page: Page, label: string) {
  await openAdminMenu(page);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: label }).click();
}

async function officeShot(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, `office-rest-${name}`, { fullPage: true });
}

test("a contact message sent on /Contactus appears in Messages and can be marked handled @phone", async ({ page }, testInfo) => {
  const lastName = `Office ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto(`${site.baseURL}/Contactus`);
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Kavya");
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill(lastName);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("kavya@example.in");
  await page.getByRole("combobox", { name: "Subject" }).selectOption("sales");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Please quote for a modular kitchen in our 3 BHK.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();

  await signInAs(page, "sales", testInfo, site.baseURL);
  await goTo(page, "Messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const message = page.getByRole("article", { name: `Kavya ${lastName}: Sales` });
  await expect(message).toBeVisible();
  await expect(message.getByText("Please quote for a modular kitchen in our 3 BHK.")).toBeVisible();
  await expect(message.getByText("Not handled")).toBeVisible();
  await officeShot(page, testInfo, "messages");
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Keyboard only: Tab to the button and press Enter.
  const mark = message.getByRole("button", { name: /^Mark handled/ });
  await mark.focus();
  await page.keyboard.press("Enter");
  await expect(message.getByText(`Handled by Sales ${testInfo.project.name}`)).toBeVisible();

  // The default filter shows what still needs doing; the handled one is under "Handled".
  await page.getByLabel("Show").selectOption("handled");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/handled=handled/);
  await expect(page.getByRole("article", { name: `Kavya ${lastName}: Sales` })).toBeVisible();
  await page.getByLabel("Show").selectOption("open");
  await page.getByLabel(/Search name/).fill(lastName);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No messages match.")).toBeVisible();
});

test("a subscriber appears in Subscribers and the CSV export has it @desktop", async ({ page }, testInfo) => {
  const email = `reader-${testInfo.project.name}-${Date.now().toString(36)}@example.in`;
  const res = await page.request.post(`${site.baseURL}/api/subscribe`, { data: { email, page: "/Guides/Design-Tips" } });
  expect(res.status()).toBe(201);
  await signInAs(page, "sales", testInfo, site.baseURL);
  await goTo(page, "Subscribers");
  await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await officeShot(page, testInfo, "subscribers");
  expect(await blockingViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  // Times are India times, as the header says (issue 24 changed this from UTC).
  expect(csv.startsWith("\uFEFFid,email,page,createdAt (IST),handledAt (IST),handledBy\r\n")).toBe(true);
  expect(csv).toContain(`,${email},/Guides/Design-Tips,`);
});

test("a sales user cannot open Settings @phone", async ({ page }, testInfo) => {
  await signInAs(page, "sales", testInfo, site.baseURL);
  await expect(page.getByRole("heading", { name: /Hello, Sales/ })).toBeVisible();
  await openAdminMenu(page);
  const nav = page.getByRole("navigation", { name: "Back-office" });
  await expect(nav.getByRole("link", { name: "Mail problems" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await page.goto(`${site.baseURL}/admin/settings`);
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  expect((await page.request.get(`${site.baseURL}/api/admin/settings/webhook`)).status()).toBe(403);
  await goTo(page, "Mail problems");
  await expect(page.getByRole("heading", { name: "Mail problems", level: 1 })).toBeVisible();
  await officeShot(page, testInfo, "mail");
  expect(await blockingViolations(page)).toEqual([]);
});

test("an owner sets the CRM webhook, sees the test answer, and each new lead arrives signed @desktop", async ({ page }, testInfo) => {
  await signInAs(page, "owner", testInfo, site.baseURL);

  await goTo(page, "Settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const address = page.getByLabel("Address of your CRM");
  // Settings also holds the lead-assignment panel with Save buttons of its own.
  const hookForm = page.locator("form").filter({ has: address });
  await address.fill("http://crm.example.com/hook");
  await hookForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The address must start with https:// so that leads travel encrypted.").first()).toBeVisible();

  await address.fill(crmURL);
  await page.getByLabel("Send each new lead to this address").check();
  await hookForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. Each new lead will be sent to your CRM.")).toBeVisible();
  const secret = await page.getByLabel("Secret", { exact: true }).inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);

  const before = deliveries.length;
  await page.getByRole("button", { name: "Send a test" }).click();
  await expect(page.getByText("Your CRM answered 204: the test lead arrived.")).toBeVisible();
  await officeShot(page, testInfo, "settings");
  expect(await blockingViolations(page)).toEqual([]);
  const test1 = deliveries[before];
  expect(JSON.parse(test1.body).event).toBe("test");
  const sign = (d: Delivery) => "sha256=" + createHmac("sha256", secret).update(`${d.timestamp}.${d.body}`).digest("hex");
  expect(timingSafeEqual(Buffer.from(test1.signature), Buffer.from(sign(test1)))).toBe(true);

  // A lead from the public site reaches the CRM through the outbox (the settings reach the lead path within seconds).
  const name = `Webhook ${testInfo.project.name} ${Date.now().toString(36)}`;
  const lead = await page.request.post(`${site.baseURL}/api/leads`, {
    data: { propertyType: "2 BHK", location: "Mumbai", name, mobile: "9876543210", email: null, whatsappUpdates: false },
  });
  expect(lead.status()).toBe(201);
  await expect.poll(() => deliveries.find((d) => d.body.includes(name)), { timeout: 15_000 }).toBeTruthy();
  const got = deliveries.find((d) => d.body.includes(name))!;
  expect(JSON.parse(got.body)).toMatchObject({ event: "lead.created", lead: { name, mobile: "9876543210", propertyType: "2 BHK" } });
  expect(got.signature).toBe(sign(got));
});
