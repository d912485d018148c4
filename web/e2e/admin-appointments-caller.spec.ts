// Issue 41, item 13: booking for a caller starts at the centre of the lead's own city, and the lead's header says
// "Site visit booked" as soon as it is booked, without a reload. Seen on a sales person's phone.
import { readFileSync } from "node:fs";
import { freshMobile, postLead, signIn } from "./support/inbox";
import { unique } from "./support/records";
import { expect, test } from "./support/test";

const staffConfirmation = (
  JSON.parse(readFileSync(new URL("../app/content/consent-notice.json", import.meta.url), "utf8")) as { languages: { staffConfirmation: string }[] }
).languages[0]!.staffConfirmation;

test("@phone booking for a caller picks the lead's city and the header follows at once", async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const name = unique("Caller Mumbai", testInfo);
  const id = await postLead(request, { name, mobile: freshMobile(), location: "Mumbai" });
  await signIn(page, testInfo);
  expect((await page.request.patch(`/api/admin/leads/${id}`, { data: { version: 1, status: "contacted" } })).status()).toBe(200);

  await page.goto(`/admin/leads/${id}`);
  const block = page.getByRole("region", { name: "Appointments" });
  await block.getByRole("button", { name: "Book a consultation for the caller" }).click();
  const picker = block.getByRole("region", { name: "Book a consultation for the caller" });
  await expect(picker.getByLabel("Where")).toHaveValue("centre-mumbai");
  const header = page.getByRole("region", { name });
  await expect(header.getByText("Contacted", { exact: true })).toBeVisible();
  await picker.getByRole("group", { name: "Time" }).getByRole("button").first().click();
  await picker.getByRole("checkbox", { name: staffConfirmation }).check();
  await picker.getByRole("button", { name: "Book this time" }).click();
  await expect(block.getByRole("article")).toContainText("Mumbai");

  await expect(header.getByText("Site visit booked", { exact: true })).toBeVisible();
  await expect(header.getByText("Contacted", { exact: true })).toHaveCount(0);
});
