// Nothing is wider than a phone's screen: at 360, 390 and 414 px neither the estimate form's second step nor the open
// consultation modal is wider than the screen (every page's own width is checked in pages.spec.ts).
import { gotoReady } from "./support/ready";
import { expect, test } from "./support/test";
import { expectNoSidewaysScroll, PHONE_WIDTHS, phonePage } from "./support/width";

// Every test loads its page once per width: three pages' time.
test.slow();

test("the estimate form's second step fits a phone @phone", async ({ context }) => {
  for (const width of PHONE_WIDTHS) {
    const page = await phonePage(context, width);
    await gotoReady(page, "/get-free-estimate");
    await page.getByRole("radio", { name: "2 BHK", exact: true }).locator("xpath=..").click();
    await page.getByRole("radio", { name: "Bangalore", exact: true }).locator("xpath=..").click();
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect(page.getByRole("heading", { name: "How can we reach you?" })).toBeFocused();
    await expectNoSidewaysScroll(page, `the second step at ${width} px`);
    for (const button of ["BACK", "GET FREE ESTIMATE"]) {
      const box = (await page.getByRole("button", { name: button }).boundingBox())!;
      expect(box.x + box.width, `${button} ends inside the screen at ${width} px`).toBeLessThanOrEqual(width);
    }
    const field = (await page.getByLabel("Mobile number").boundingBox())!;
    expect(field.x + field.width, `the mobile field ends inside the screen at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test("the open consultation modal fits a phone @phone", async ({ context }) => {
  for (const width of PHONE_WIDTHS) {
    const page = await phonePage(context, width);
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Book A Free Consultation" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book A Free Consultation" });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page, `the consultation modal at ${width} px`);
    const box = (await dialog.boundingBox())!;
    expect(box.x, `the modal starts inside the screen at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `the modal ends inside the screen at ${width} px`).toBeLessThanOrEqual(width);
  }
});
