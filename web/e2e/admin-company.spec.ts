// The owner's company details (issue 27): an owner changes the phone number and the offer, and the home page's header,
// footer, tel: link, offer bar and promotion show them at once, without a restart, in the HTML served before any
// JavaScript too; a sales user cannot open the editor (403).
import { openAdminMenu } from "./support/admin";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: the changed details must not reach the shared site's tests.
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  site = await startSiteWithStaff("company");
});

test.afterAll(async () => {
  await site?.stop();
});

test("the home page shows today's details until the owner changes them, then the new phone and offer everywhere @desktop", async ({ page }, testInfo) => {
  const desktop = testInfo.project.name === "desktop";
  const phone = desktop ? "+91 99000 54321" : "+91 98450 12345";
  const tel = desktop ? "tel:+919900054321" : "tel:+919845012345";

  // Before: the spec's texts, exactly.
  const before = await (await page.request.get(`${site.baseURL}/`)).text();
  expect(before).toContain("25% off + 25-year warranty");
  expect(before).toContain("+91 80 4718 2200");
  expect(before).not.toContain('id="company-details"');

  await signInAs(page, "owner", testInfo, site.baseURL);
  await openAdminMenu(page);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Company details" }).click();
  await expect(page.getByRole("heading", { name: "Company details", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+91 80 4718 2200");
  await shot(page, testInfo, "company", { fullPage: true });

  // A wrong value comes back with its sentence and changes nothing.
  await page.getByLabel("Discount (percent)").fill("95");
  await page.getByLabel("Facebook").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByText("Give a discount between 0 and 90 percent.").first()).toBeVisible();
  await expect(page.getByText("Enter a full https:// address.").first()).toBeVisible();
  await shot(page, testInfo, "company-errors", { fullPage: true });

  await page.getByLabel("Facebook").fill("https://facebook.example/nivaasinteriors");
  await page.getByLabel("Phone", { exact: true }).fill(phone);
  await page.getByLabel("Discount (percent)").fill("30");
  await page.getByLabel("Warranty (years)").fill("10");
  await page.getByLabel("Minimum order").fill("Rs. 4 Lakh");
  await page.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByText("Company details saved. Every page shows them within a few seconds.")).toBeVisible();
  // The texts the editor wrote that still promise the old warranty are listed, with the way to them (issue 41 item 8).
  const stale = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "These texts still quote the old offer" }) });
  await expect(stale.getByRole("listitem").filter({ hasText: "FAQ “What warranty do I get?”: still says 25-year warranty." })).toBeVisible();
  await expect(stale.getByRole("link", { name: "Open the FAQs" }).first()).toHaveAttribute("href", "/admin/faqs");
  await shot(page, testInfo, "company-stale-quotes", { fullPage: true });

  // The HTML a client without JavaScript gets already holds the new values.
  const html = await (await page.request.get(`${site.baseURL}/`)).text();
  expect(html).toContain(`<span data-live="offerHeadline" class="font-semibold text-brass-soft">30% off + 10-year warranty</span>`);
  expect(html).toContain(`href="${tel}"`);
  expect(html).toContain(`>${phone}</span>`);
  expect(html).toContain("Flat 30% Off on Modular Interiors");
  expect(html).toContain("Get 30% off plus a 10-year warranty on modular interiors, valid on orders above Rs. 4 Lakh.");
  expect(html).toContain(`"telephone":"${phone}"`);
  expect(html).not.toContain("+91 80 4718 2200");
  expect(html).not.toContain("25% off + 25-year warranty");

  // In the browser, after hydration, with no console error about a mismatch.
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${site.baseURL}/`);
  const bar = page.getByRole("complementary", { name: "Offer" });
  await expect(bar).toContainText("30% off + 10-year warranty on modular interiors, orders above Rs. 4 Lakh.");
  await expect(page.getByRole("heading", { name: "Flat 30% Off on Modular Interiors" })).toBeVisible();
  await expect(page.getByText("Get 30% off plus a 10-year warranty on modular interiors, valid on orders above Rs. 4 Lakh.")).toBeVisible();
  await expect(page.getByRole("banner").locator('a[href^="https://wa.me/"]').first()).toHaveAttribute("href", /^https:\/\/wa\.me\/918047182200\?text=/);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: phone })).toHaveAttribute("href", tel);
  await expect(footer).toContainText("with 30% off and a 10-year warranty on modular interiors above Rs. 4 Lakh.");
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(await page.locator(`a[href="${tel}"]`).count());
  await page.waitForTimeout(500);
  expect(errors.filter((e) => /hydrat|did not match|Minified React error #4(18|25)/i.test(e))).toEqual([]);

  // Another page of the site, on a fresh load.
  await page.goto(`${site.baseURL}/Contactus`);
  await expect(page.getByRole("main").getByRole("link", { name: phone })).toHaveAttribute("href", tel);

  // A city page's own figures of the offer follow it too, in the HTML and after hydration (issue 41 item 8).
  const city = await (await page.request.get(`${site.baseURL}/city/mumbai`)).text();
  expect(city).toContain(`<span class="font-display text-4xl text-accent-ink" data-live="warrantyYears">10-year</span>`);
  expect(city).toContain("hands over with a 10-year warranty on modular furniture");
  expect(city).not.toContain("25-year");
  await page.goto(`${site.baseURL}/city/mumbai`);
  await expect(page.getByText("10-year", { exact: true })).toBeVisible();
  await expect(page.getByText(/hands over with a 10-year warranty on modular furniture/)).toBeVisible();

  // So do the terms: the warranty they promise and the offer they quote as an example.
  const termsHtml = await (await page.request.get(`${site.baseURL}/terms-and-condition`)).text();
  expect(termsHtml).toContain(`<span data-live="promoWarranty">10-year warranty</span>`);
  expect(termsHtml).not.toContain("25-year");
  await page.goto(`${site.baseURL}/terms-and-condition`);
  await expect(page.getByText(/Modular interiors carry a 10-year warranty against manufacturing defects/)).toBeVisible();
  await expect(page.getByText(/such as 30% off plus a 10-year warranty on modular interiors on orders above Rs. 4 Lakh, apply/)).toBeVisible();
});

test("a sales user cannot open the company details (403) @phone", async ({ page }, testInfo) => {
  await signInAs(page, "sales", testInfo, site.baseURL);
  await expect(page.getByRole("heading", { name: /Hello, Sales/ })).toBeVisible();
  await page.goto(`${site.baseURL}/admin/company`);
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  expect((await page.request.get(`${site.baseURL}/api/admin/company`)).status()).toBe(403);
  const put = await page.request.put(`${site.baseURL}/api/admin/company`, { data: { version: 1, phone: "+91 90000 00000" } });
  expect(put.status()).toBe(403);
});
