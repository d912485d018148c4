// The two-step estimate page end to end against the real binary, including a site whose database breaks.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { dbRows, findMail, unique } from "./support/records";
import { leadsExport, startSite, type RunningSite } from "./support/site";
import { typeLeadContact } from "./support/keyboard";
import { expect, test } from "./support/test";

const INFO_EMAIL = "hello@nivaas.example";

/** The large tappable option: the label that wraps the radio. */
function option(page: Page, name: string) {
  return page.getByRole("radio", { name, exact: true }).locator("xpath=..");
}

async function stepOne(page: Page, propertyType: string, location: string) {
  const next = page.getByRole("button", { name: "NEXT" });
  await expect(next).toBeDisabled();
  await option(page, propertyType).click();
  await expect(next).toBeDisabled();
  await option(page, location).click();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByRole("heading", { name: "How can we reach you?" })).toBeFocused();
}

test("step 1 gates NEXT, BACK keeps the choices, a missing name does nothing, then the lead is saved with email null @phone", async ({ page, site }, testInfo) => {
  const name = unique("Estimate Null", testInfo);
  await page.goto("/get-free-estimate?utm_source=e2e-estimate&utm_medium=cpc");
  await stepOne(page, "3 BHK", "Gurgaon");

  await page.getByRole("button", { name: "BACK" }).click();
  await expect(page.getByRole("radio", { name: "3 BHK" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Gurgaon" })).toBeChecked();
  await page.getByRole("button", { name: "NEXT" }).click();

  await expect(page.getByLabel("Send me updates on WhatsApp")).not.toBeChecked();
  await expect(page.getByText("+91", { exact: true })).toBeVisible();

  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/")) posts++;
  });
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await page.waitForTimeout(400);
  expect(posts).toBe(0);
  await expect(page.getByText("Your request has been submitted successfully.")).toHaveCount(0);

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Mobile number").fill("5876543210");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Please enter a valid 10-digit mobile number.")).toBeVisible();
  expect(posts).toBe(0);

  await page.getByLabel("Mobile number").fill("098765 43210");
  const leadRequest = page.waitForRequest("**/api/leads");
  const mailRequest = page.waitForRequest("**/api/sendMail");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  expect((await leadRequest).postDataJSON()).toMatchObject({ email: null, whatsappUpdates: false, page: "/get-free-estimate", utm_source: "e2e-estimate" });
  expect((await leadRequest).headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{32,36}$/);
  const saved = (await (await leadRequest).response())!.json() as Promise<{ id: number }>;
  expect((await mailRequest).postDataJSON()).toMatchObject({ to: INFO_EMAIL, email: "", countryCode: "+91", location: "Gurgaon", leadId: (await saved).id });
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();

  const [row] = dbRows(site.dataDir, `select email, whatsapp_updates, property_type, location, role, page, utm_source, utm_medium from leads where name = '${name}'`);
  expect(row).toEqual({
    email: null,
    whatsapp_updates: 0,
    property_type: "3 BHK",
    location: "Gurgaon",
    role: "user",
    page: "/get-free-estimate",
    utm_source: "e2e-estimate",
    utm_medium: "cpc",
  });
  expect(leadsExport(site.dataDir)).toContain(`3 BHK,Gurgaon,${name},+91 98765 43210,,false,`);
  await expect.poll(() => findMail(site.dataDir, name), { timeout: 15_000 }).toContain(`To: <${INFO_EMAIL}>`);
});

test("with an e-mail and WhatsApp ticked the mail goes to the visitor @phone", async ({ page, site }, testInfo) => {
  const name = unique("Estimate Mail", testInfo);
  const email = `estimate.${testInfo.project.name}.${Date.now()}@example.in`;
  await page.goto("/get-free-estimate");
  await stepOne(page, "4+ BHK / Duplex", "Ahmedabad");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Mobile number").fill("+91 6123456789");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Send me updates on WhatsApp").check();
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();
  expect(dbRows(site.dataDir, `select email, whatsapp_updates from leads where name = '${name}'`)).toEqual([{ email, whatsapp_updates: 1 }]);
  await expect.poll(() => findMail(site.dataDir, name), { timeout: 15_000 }).toContain(`To: <${email}>`);
});

test("a mail answer without success is only logged; the thank-you panel still shows @phone", async ({ page, site }, testInfo) => {
  const name = unique("Estimate Nomail", testInfo);
  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));
  await page.route("**/api/sendMail", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "Mail is down." }) }),
  );
  let alerted = false;
  page.on("dialog", (d) => {
    alerted = true;
    void d.dismiss();
  });
  await page.goto("/get-free-estimate");
  await stepOne(page, "1 BHK", "Noida");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Mobile number").fill("9000000001");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();
  expect(alerted).toBe(false);
  expect(logs.some((l) => l.includes("notification mail was not sent"))).toBe(true);
  expect(dbRows(site.dataDir, `select name from leads where name = '${name}'`)).toHaveLength(1);
});

test("a failed save or a network failure: alert \"Something went wrong. Please try again.\" and the form stays @phone", async ({ page }, testInfo) => {
  const name = unique("Estimate Fail", testInfo);
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.route("**/api/leads", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "The service is unavailable." }) }),
  );
  await page.goto("/get-free-estimate");
  await stepOne(page, "2 BHK", "Faridabad");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Mobile number").fill("9123456780");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect.poll(() => alerts).toEqual(["Something went wrong. Please try again."]);
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);

  await page.unroute("**/api/leads");
  await page.route("**/api/sendMail", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect.poll(() => alerts).toHaveLength(2);
  expect(alerts[1]).toBe("Something went wrong. Please try again.");
  await expect(page.getByText("Your request has been submitted successfully.")).toHaveCount(0);
});

test("keyboard only: radio groups with arrows, NEXT, fields, GET FREE ESTIMATE @desktop", async ({ page, site }, testInfo) => {
  const name = unique("Estimate Keys", testInfo);
  await page.goto("/get-free-estimate");
  const first = page.getByRole("radio", { name: "1 BHK" });
  for (let i = 0; i < 60 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "2 BHK" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "Mumbai" })).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Pune" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "NEXT" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "How can we reach you?" })).toBeFocused();
  await typeLeadContact(page, name, "8123456789");
  await expect(page.getByLabel("Send me updates on WhatsApp")).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "BACK" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "GET FREE ESTIMATE" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeFocused();
  expect(dbRows(site.dataDir, `select property_type, location, whatsapp_updates, email from leads where name = '${name}'`)).toEqual([
    { property_type: "2 BHK", location: "Pune", whatsapp_updates: 1, email: null },
  ]);
});

test.describe("on a site whose database breaks", () => {
  let broken: RunningSite;
  test.beforeAll(async () => {
    broken = await startSite();
    // The leads table disappears under the running server: every save now fails on the server side.
    execFileSync("sqlite3", ["-cmd", ".timeout 10000", join(broken.dataDir, "site.db"), "ALTER TABLE leads RENAME TO leads_gone;"]);
  });
  test.afterAll(async () => {
    await broken?.stop();
  });

  test("the server's failed save shows the estimate alert @phone", async ({ page }, testInfo) => {
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto(`${broken.baseURL}/get-free-estimate`);
    await stepOne(page, "2 BHK", "Delhi");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(unique("Estimate Broken", testInfo));
    await page.getByLabel("Mobile number").fill("9123456780");
    const answer = page.waitForResponse("**/api/leads");
    await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
    expect((await answer).status()).toBeGreaterThanOrEqual(500);
    await expect.poll(() => alerts).toEqual(["Something went wrong. Please try again."]);
  });

  test("the server's failed save shows the modal's failure toast @phone", async ({ page }, testInfo) => {
    await page.addInitScript(() => window.sessionStorage.setItem("nivaas:consultation-done", "1"));
    await page.goto(`${broken.baseURL}/`);
    await page.getByRole("button", { name: "Book A Free Consultation" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book A Free Consultation" });
    await dialog.getByLabel("Property type").selectOption("1 BHK");
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(unique("Modal Broken", testInfo));
    await dialog.getByLabel("Mobile number").fill("9123456780");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Something went wrong. Please try again later.")).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
