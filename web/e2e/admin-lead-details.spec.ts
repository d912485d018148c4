// A lead made from a contact message has no city or property type: sales add them on the lead page (issue 41 item 11).
import { blockingViolations } from "./support/axe";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

test.use({ staffRole: "sales" });

test("sales add a city and a property type to a lead made from a contact message, and the header shows them at once @phone", async ({ page }, testInfo) => {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const lastName = `Details ${testInfo.project.name} ${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      firstName: "Kavya",
      lastName,
      email: `details-${Date.now().toString(36)}@example.in`,
      phone: mobile,
      subject: "general",
      message: "Do you do kitchens?",
      page: "/Contactus",
    },
  });
  expect(sent.ok()).toBe(true);

  await page.goto(`/admin/messages?q=${encodeURIComponent(lastName)}`);
  const message = page.getByRole("article", {
    name: `Kavya ${lastName}: General Inquiry`,
  });
  await message.getByRole("button", { name: /^Make a lead/ }).click();
  await message.getByRole("form", { name: "Make a lead" }).getByRole("button", { name: "Make the lead" }).click();
  await message.getByRole("link", { name: /^Open lead #/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Kavya ${lastName}` })).toBeVisible();
  await expect(page.getByText(/^No property type or city given · received /)).toBeVisible();
  await page.getByRole("button", { name: "Edit details" }).click();
  const form = page.getByRole("form", { name: "Lead details" });
  await expect(form.getByLabel("Mobile")).toHaveValue(mobile);
  // A bad mobile is caught before it is sent, with the public form's sentence.
  await form.getByLabel("Mobile").fill("12345");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(form.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();
  await form.getByLabel("Mobile").fill(mobile);
  await form.getByLabel("City").selectOption("Pune");
  await form.getByLabel("Property type").selectOption("3 BHK");
  await shot(page, testInfo, "lead-details-form", { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Save details" }).click();

  await expect(page.getByText(/^3 BHK in Pune · received /)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByText("Details changed: city Pune, property type 3 BHK.").first()).toBeVisible();
  await shot(page, testInfo, "lead-details-saved", { fullPage: true });
});
