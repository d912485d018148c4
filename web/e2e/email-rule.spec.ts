// The one e-mail rule end to end (issue 11): an address the mailer could not use is refused in the browser with the
// readable sentence, and nothing is stored.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "./support/test";

const EMAIL_MESSAGE = "Please enter a valid e-mail address.";

function count(dataDir: string, sql: string): number {
  return Number(execFileSync("sqlite3", ["-readonly", join(dataDir, "site.db"), sql], { encoding: "utf8" }).trim());
}

test("the modal refuses ravi..k@gmail.com with the readable e-mail sentence and stores nothing @phone", async ({ page, site }, testInfo) => {
  const name = `Email Rule ${testInfo.project.name} ${Date.now().toString(36)}`;
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/")) posts++;
  });
  await page.addInitScript(() => window.sessionStorage.setItem("nivaas:consultation-done", "1"));
  await page.goto("/");
  await page.getByRole("button", { name: "Book A Free Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book A Free Consultation" });
  await dialog.getByLabel("Property type").selectOption("2 BHK");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByLabel("Mobile number").fill("9876543210");
  await dialog.getByLabel("Email").fill("ravi..k@gmail.com");
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(dialog.getByText(EMAIL_MESSAGE)).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expect(dialog).toBeVisible();
  expect(posts).toBe(0);
  expect(count(site.dataDir, `select count(*) from leads where name = '${name}'`)).toBe(0);

  // The server holds the same rule for a client that skips the browser's check.
  const res = await page.request.post("/api/leads", {
    data: { propertyType: "2 BHK", location: "", name, mobile: "9876543210", email: "ravi..k@gmail.com", whatsappUpdates: true },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).fields.email).toBe(EMAIL_MESSAGE);
  expect(count(site.dataDir, `select count(*) from leads where name = '${name}'`)).toBe(0);
});

test("the contact form refuses .asha@x.in with the readable sentence in the browser's own check @phone", async ({ page, site }, testInfo) => {
  const lastName = `Rule${Date.now().toString(36)}${testInfo.project.name.replace(/\W/g, "")}`;
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/contact")) posts++;
  });
  await page.goto("/Contactus");
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Asha");
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill(lastName);
  const email = page.getByRole("textbox", { name: "Email", exact: true });
  await email.fill(".asha@x.in");
  await page.getByRole("combobox", { name: "Subject" }).selectOption("sales");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Please call me.");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect.poll(() => email.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(EMAIL_MESSAGE);
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(posts).toBe(0);
  expect(count(site.dataDir, `select count(*) from contact_messages where last_name = '${lastName}'`)).toBe(0);

  // Correcting the address clears the refusal and the message is sent.
  await email.fill("asha@x.in");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();
  expect(count(site.dataDir, `select count(*) from contact_messages where last_name = '${lastName}'`)).toBe(1);
});
