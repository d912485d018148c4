// A mobile number written with the country code in brackets, "(+91) 98470 77889", is a valid Indian number:
// the estimate page, the consultation modal and the no-JavaScript form all take it, and the server stores its digits.
import type { Page } from "@playwright/test";
import { skipConsultationAutoOpen } from "./support/ready";
import { dbRows, unique } from "./support/records";
import { expect, test } from "./support/test";

const BRACKETED = "(+91) 98470 77889";
const MOBILE_MESSAGE = "Please enter a valid 10-digit mobile number.";

/** The large tappable option: the label that wraps the radio. */
function option(page: Page, name: string) {
  return page.getByRole("radio", { name, exact: true }).locator("xpath=..");
}

test("the estimate page submits (+91) 98470 77889 and stores its ten digits @phone", async ({ page, site }, testInfo) => {
  const name = unique("Bracket Estimate", testInfo);
  await page.goto("/get-free-estimate");
  await option(page, "2 BHK").click();
  await option(page, "Chennai").click();
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Mobile number").fill(BRACKETED);
  const leadRequest = page.waitForRequest("**/api/leads");
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  expect((await leadRequest).postDataJSON()).toMatchObject({ mobile: BRACKETED });
  expect((await (await leadRequest).response())!.status()).toBe(201);
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();
  await expect(page.getByText(MOBILE_MESSAGE)).toHaveCount(0);
  expect(dbRows(site.dataDir, `select mobile, mobile_digits from leads where name = '${name}'`)).toEqual([
    { mobile: BRACKETED, mobile_digits: "9847077889" },
  ]);
});

test("the consultation modal submits (+91) 98470 77889 @phone", async ({ page, site }, testInfo) => {
  const name = unique("Bracket Modal", testInfo);
  await skipConsultationAutoOpen(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Book A Free Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book A Free Consultation" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Property type").selectOption("3 BHK");
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByLabel("Mobile number").fill(BRACKETED);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Thank you! Your consultation request has been submitted.")).toBeVisible();
  expect(dbRows(site.dataDir, `select mobile_digits from leads where name = '${name}'`)).toEqual([{ mobile_digits: "9847077889" }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's form takes (+91) 98470 77889 and refuses an unbalanced bracket @phone", async ({ page, site }, testInfo) => {
    const name = unique("Bracket NoJS", testInfo);
    await page.goto("/get-free-estimate", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    await option(page, "1 BHK").click();
    await option(page, "Pune").click();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Mobile number").fill("(+91 98470 77889");
    await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
    await expect(page.getByText(MOBILE_MESSAGE)).toBeVisible();

    await page.getByLabel("Mobile number").fill(BRACKETED);
    await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
    await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();
    expect(dbRows(site.dataDir, `select mobile_digits from leads where name = '${name}'`)).toEqual([{ mobile_digits: "9847077889" }]);
  });
});
