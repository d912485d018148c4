// The Contact Us page end to end: static cards from settings, the browser's own checks, the 1.5 s "Sending..." and stored messages.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { dbRows, findMail } from "./support/records";
import { startSite, type RunningSite } from "./support/site";
import { expect, test } from "./support/test";

function field(page: Page, name: string) {
  return page.getByRole("textbox", { name, exact: true });
}

async function fillContact(page: Page, lastName: string) {
  await field(page, "First Name").fill("Kavya");
  await field(page, "Last Name").fill(lastName);
  await field(page, "Email").fill("kavya@example.in");
  await field(page, "Phone").fill("+91 98450 12345");
  await page.getByRole("combobox", { name: "Subject" }).selectOption("sales");
  await field(page, "Message").fill("We have a 3 BHK in Indiranagar and would like a quote for the kitchen and two wardrobes.");
}

test("the page shows the settings' e-mail, phone, office and the centres' business hours @phone", async ({ page }) => {
  await page.goto("/Contactus");
  const main = page.locator("main");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Send us a Message" })).toBeVisible();
  await expect(main.getByRole("link", { name: "hello@nivaas.example" })).toHaveAttribute("href", "mailto:hello@nivaas.example");
  await expect(main.getByRole("link", { name: "+91 80 4718 2200" })).toHaveAttribute("href", "tel:+918047182200");
  await expect(main.getByText("3rd Floor, 42 Residency Road, Ashok Nagar, Bengaluru 560025")).toBeVisible();
  // The hours bookings are offered in (appointments.json's defaults until the owner changes them): Saturday too.
  await expect(page.getByText("Monday to Saturday: 9:30 AM to 6:00 PM")).toBeVisible();
  await expect(page.getByText("Sunday: Closed")).toBeVisible();
  const subject = page.getByRole("combobox", { name: "Subject" });
  await expect(subject).toHaveValue("");
  await expect(subject.locator("option").first()).toHaveText("Select a subject");
  await expect(subject.locator("option")).toHaveText(["Select a subject", "General Inquiry", "Customer Support", "Sales", "Partnership", "Other"]);
  await expect(field(page, "Message")).toHaveAttribute("rows", "6");
});

test("the browser's own checks stop an incomplete message @phone", async ({ page }) => {
  let posts = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/contact")) posts++;
  });
  await page.goto("/Contactus");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(field(page, "First Name")).toBeFocused();
  await fillContact(page, "Invalid");
  await field(page, "Email").fill("kavya-at-example");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(field(page, "Email")).toBeFocused();
  expect(await field(page, "Email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  expect(posts).toBe(0);
});

test("a message reads \"Sending...\" for at least 1.5 s, is stored, mailed to the company and the form clears @phone", async ({ page, site }, testInfo) => {
  const lastName = `Contact ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto("/Contactus");
  await fillContact(page, lastName);
  const started = Date.now();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByText("Message sent!")).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(field(page, "Last Name")).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Subject" })).toHaveValue("");

  expect(dbRows(site.dataDir, `select first_name, email, phone, subject, page from contact_messages where last_name = '${lastName}'`)).toEqual([
    { first_name: "Kavya", email: "kavya@example.in", phone: "+91 98450 12345", subject: "sales", page: "/Contactus" },
  ]);
  await expect.poll(() => findMail(site.dataDir, lastName), { timeout: 15_000 }).toContain("To: <hello@nivaas.example>");
});

test("when the server refuses the message an error toast says so and the form keeps the text @phone", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "The service is unavailable." }) }),
  );
  await page.goto("/Contactus");
  await fillContact(page, "Refused");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Your message was not sent.")).toBeVisible();
  await expect(page.getByText(/We could not store your message just now/)).toBeVisible();
  await expect(page.getByText("Message sent!")).toHaveCount(0);
  await expect(field(page, "Last Name")).toHaveValue("Refused");
});

test.describe("on a site whose database breaks", () => {
  let broken: RunningSite;
  test.beforeAll(async () => {
    broken = await startSite();
    execFileSync("sqlite3", ["-cmd", ".timeout 10000", join(broken.dataDir, "site.db"), "ALTER TABLE contact_messages RENAME TO contact_messages_gone;"]);
  });
  test.afterAll(async () => {
    await broken?.stop();
  });

  test("a message the server cannot store shows the error toast, never \"Message sent!\" @phone", async ({ page }) => {
    await page.goto(`${broken.baseURL}/Contactus`);
    await fillContact(page, "Broken");
    const answer = page.waitForResponse("**/api/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByText("Your message was not sent.")).toBeVisible();
    await expect(page.getByText("Message sent!")).toHaveCount(0);
  });
});
