// With JavaScript off every lead form still submits (DESIGN.md): the browser posts it to /forms/*, the server stores it
// as the API does and answers a page with the spec's success text, or the readable errors with the typed values kept.
// "Book A Free Consultation" is a plain link to /get-free-estimate before hydration, so its form without JavaScript is this one.
import { dbRows, unique } from "./support/records";
import { chooseCard, openWithoutScript } from "./support/no-javascript";
import { expect, test } from "./support/test";

test.use({ javaScriptEnabled: false });

test("the estimate page offers one complete step and stores the lead @phone", async ({ page, site }, testInfo) => {
  const name = unique("Meera NoJS", testInfo);
  await openWithoutScript(page, "/get-free-estimate");
  await expect(page.getByText("Step 1 of 2")).toBeHidden();
  await chooseCard(page, "3 BHK");
  await chooseCard(page, "Pune");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByLabel("Email").fill("meera@example.in");
  await page.getByLabel("Send me updates on WhatsApp").check();
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();
  expect(dbRows(site.dataDir, `select property_type, location, email, whatsapp_updates, page from leads where name = '${name}'`)).toEqual([
    { property_type: "3 BHK", location: "Pune", email: "meera@example.in", whatsapp_updates: 1, page: "/get-free-estimate" },
  ]);
});

test("a bad mobile number comes back with the readable error and the typed values kept @phone", async ({ page, site }, testInfo) => {
  const name = unique("Ravi NoJS", testInfo);
  await openWithoutScript(page, "/get-free-estimate");
  await chooseCard(page, "2 BHK");
  await chooseCard(page, "Mumbai");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Mobile number")).toHaveValue("12345");
  await expect(page.getByRole("radio", { name: "2 BHK", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Mumbai", exact: true })).toBeChecked();
  expect(dbRows(site.dataDir, `select name from leads where name = '${name}'`)).toEqual([]);

  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();
  expect(dbRows(site.dataDir, `select mobile from leads where name = '${name}'`)).toEqual([{ mobile: "9876543210" }]);
});

test("the contact form sends the message @phone", async ({ page, site }, testInfo) => {
  const lastName = unique("Iyer NoJS", testInfo);
  await openWithoutScript(page, "/Contactus");
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Kavya");
  await page.getByRole("textbox", { name: "Last Name", exact: true }).fill(lastName);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("kavya@example.in");
  await page.getByRole("combobox", { name: "Subject" }).selectOption("sales");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("A quote for the kitchen, please.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent!" })).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  expect(dbRows(site.dataDir, `select first_name, email, subject from contact_messages where last_name = '${lastName}'`)).toEqual([
    { first_name: "Kavya", email: "kavya@example.in", subject: "sales" },
  ]);
});

test("the subscribe form adds the e-mail with its page @phone", async ({ page, site }, testInfo) => {
  const email = `nojs.${testInfo.project.name}.${Date.now()}@example.in`;
  await openWithoutScript(page, "/Guides/Design-Tips");
  await page.getByRole("textbox", { name: "Email address for monthly design ideas" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thanks! You\u2019re on the list.")).toBeVisible();
  expect(dbRows(site.dataDir, `select page from subscriptions where email = '${email}'`)).toEqual([{ page: "/Guides/Design-Tips" }]);
  await page.getByRole("link", { name: "Back to the page you were reading" }).click();
  await expect(page).toHaveURL(/\/Guides\/Design-Tips$/);
});
