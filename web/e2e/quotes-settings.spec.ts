// The owner's price list (Settings, issue 44) with the real binary at 390 and 1440 px: an item added with a rate per
// finish tier and its GST, milestones that must add up to 100% (said before saving, and by the server), the sales
// limit changed; the builder offers the new item at once, and sales cannot open the owner's form.
import { blockingViolations } from "./support/axe";
import { unique } from "./support/records";
import { signInAs } from "./support/sessions";
import { shot } from "./support/shots";
import { withOwnSite } from "./support/own-site";
import { expect } from "./support/test";
import { expectNoSidewaysScroll } from "./support/width";

const test = withOwnSite("quote-settings");
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test("the owner adds an item with a rate per finish, fixes the milestones to 100%, and saves the price list", async ({ page, baseURL }, testInfo) => {
  await signInAs(page, "owner", testInfo, baseURL);
  await page.goto("/admin/settings");
  const form = page.getByRole("form", { name: "Price list and quotes" });
  await expect(form.getByRole("group", { name: "Design fee" })).toBeVisible();

  const name = unique("Jaali partition", testInfo);
  await form.getByRole("button", { name: "Add an item" }).click();
  const item = form.getByRole("group", { name: /^New item \d+$/ });
  await item.getByLabel("Item").fill(name);
  const added = form.getByRole("group", { name });
  await added.getByLabel("Category").selectOption({ label: "Loose furniture" });
  await added.getByLabel("Unit").selectOption({ label: "Square foot" });
  await added.getByLabel("Essential (₹)").fill("850");
  await added.getByLabel("Premium (₹)").fill("1,250.50");
  await added.getByLabel("GST").selectOption({ label: "12%" });

  // Milestones that do not add up are said at once, and the form does not go.
  await form.getByLabel("Share (%)").first().fill("15");
  await expect(form.getByText("Adds up to 105%; the milestones must add up to 100%.")).toBeVisible();
  await form.getByRole("button", { name: "Save price list" }).click();
  await expect(form.getByText("The payment milestones must add up to 100%.")).toBeVisible();
  await form.getByLabel("Share (%)").first().fill("10");
  await expect(form.getByText("Adds up to 100%.")).toBeVisible();
  await form.getByLabel("Sales and designers (%)").fill("12.5");
  await expectNoSidewaysScroll(page, "the price list");
  await shot(page, testInfo, "price-list", { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Save price list" }).click();
  await expect(form.getByText(/^Saved\. New quotes use this price list/)).toBeVisible();

  // Read again: what the server kept.
  await page.reload();
  const kept = page.getByRole("form", { name: "Price list and quotes" }).getByRole("group", { name });
  await expect(kept.getByLabel("Premium (₹)")).toHaveValue("1250.50");
  await expect(kept.getByLabel("Luxury (₹)")).toHaveValue("");
  await expect(page.getByLabel("Sales and designers (%)")).toHaveValue("12.5");
});

test("sales see the price list only in the builder, not the owner's form @desktop", async ({ page, baseURL }, testInfo) => {
  await signInAs(page, "sales", testInfo, baseURL);
  const res = await page.request.put(`${baseURL}/api/admin/quote-settings`, { headers: { Origin: baseURL! }, data: { priceList: [], version: 1 } });
  expect(res.status()).toBe(403);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
});
