// Contact details quoted in content (issue 27): an FAQ answer quotes the company's phone and e-mail, and an editor's
// city page text quotes {phone}; after the owner changes the phone and e-mail in Company details, both pages show the
// new ones and none the old, in the HTML served to a browser without JavaScript and after hydration.
import type { Browser, Page } from "@playwright/test";
import { openAdminMenu } from "./support/admin";
import { openWithoutScript } from "./support/no-javascript";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: the changed details and city text must not reach the shared site's tests.
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(90_000); // its own site starts (migrations, seed, accounts) on a busy CI machine
  site = await startSiteWithStaff("live-contact");
});

test.afterAll(async () => {
  await site?.stop();
});

const oldPhone = "+91 80 4718 2200";
const oldEmail = "hello@nivaas.example";
const question = "How do I reach you if something needs attention after handover?";

async function openSection(page: Page, name: string) {
  await openAdminMenu(page);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

/** The FAQ answer and the city text as a visitor meets them: the question opened, the phone a tel: link. */
async function expectNewDetails(page: Page, phone: string, tel: string, email: string) {
  await page.getByRole("button", { name: question }).click();
  const answer = page.getByText(/^Call us on .* Tell us your project name/);
  await expect(answer).toBeVisible();
  await expect(answer.getByRole("link", { name: phone })).toHaveAttribute("href", tel);
  await expect(answer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(answer).not.toContainText(oldPhone);
}

async function expectCityText(page: Page, phone: string, tel: string) {
  const intro = page.getByText(/to meet a designer in Bangalore this week\.$/);
  await expect(intro).toHaveText(`Call ${phone} to meet a designer in Bangalore this week.`);
  await expect(intro.getByRole("link", { name: phone })).toHaveAttribute("href", tel);
}

async function withoutScript(browser: Browser, page: Page, run: (p: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("an FAQ answer and a city page show the owner's new phone and e-mail, with and without JavaScript @desktop", async ({ page, browser }, testInfo) => {
  const desktop = testInfo.project.name === "desktop";
  const phone = desktop ? "+91 99000 54321" : "+91 98450 12345";
  const tel = desktop ? "tel:+919900054321" : "tel:+919845012345";
  const email = desktop ? "care@casa.example" : "sales@casa.example";

  // Before: the FAQ answer reads as built.
  const before = await (await page.request.get(`${site.baseURL}/faqs`)).text();
  expect(before).toContain(`>${oldPhone}</a> or write to <a`);

  // The editor writes the placeholder in Bangalore's introduction.
  await signInAs(page, "editor", testInfo, site.baseURL);
  await openSection(page, "City pages");
  await page.getByRole("button", { name: /^Bangalore/ }).click();
  const intro = page.getByLabel("Introduction");
  await expect(intro).toHaveAccessibleDescription(/Write \{phone\}, \{email\} or \{address\}/);
  await intro.fill("Call {phone} to meet a designer in Bangalore this week.");
  await page.getByRole("button", { name: "Save city pages" }).click();
  await expect(page.getByText("City pages saved. They show within a few seconds.")).toBeVisible();
  await page.context().clearCookies();

  // The owner changes the phone and e-mail.
  await signInAs(page, "owner", testInfo, site.baseURL);
  await openSection(page, "Company details");
  await page.getByLabel("Phone", { exact: true }).fill(phone);
  await page.getByLabel("Info e-mail").fill(email);
  await page.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByText("Company details saved. Every page shows them within a few seconds.")).toBeVisible();

  // The HTML the server sends holds the new details and none of the old.
  for (const path of ["/faqs", "/city/bangalore"]) {
    const html = await (await page.request.get(`${site.baseURL}${path}`)).text();
    expect(html).not.toContain(oldPhone);
    expect(html).not.toContain(oldEmail);
    expect(html).not.toContain("{phone}</");
  }
  const faqs = await (await page.request.get(`${site.baseURL}/faqs`)).text();
  expect(faqs).toContain(`"text":"Call us on ${phone} or write to ${email}. Tell us your project name`);

  // Without JavaScript.
  await withoutScript(browser, page, async (p) => {
    await openWithoutScript(p, `${site.baseURL}/faqs`);
    await expectNewDetails(p, phone, tel, email);
    await openWithoutScript(p, `${site.baseURL}/city/bangalore`);
    await expectCityText(p, phone, tel);
  });

  // With JavaScript, after hydration, with no console error about a mismatch.
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${site.baseURL}/faqs`);
  await expectNewDetails(page, phone, tel, email);
  await shot(page, testInfo, "faq");
  await page.goto(`${site.baseURL}/city/bangalore`);
  await expectCityText(page, phone, tel);
  await shot(page, testInfo, "city");
  await page.waitForTimeout(500);
  expect(errors.filter((e) => /hydrat|did not match|Minified React error #4(18|25)/i.test(e))).toEqual([]);
});
