// Issue 41, item 9: the leads list puts its rows first. Filters fold away behind one button, a saved view is a chip;
// at 1440×900 several rows show above the fold (one did), on a phone the first card is in the top half (it was
// about 670 px down). What fits depends on the width: both run it.
import { freshMobile, postLead, signIn } from "./support/inbox";
import { expect, test } from "./support/test";

test("the leads list shows rows first, filters folded, saved views as chips", async ({ page, request }, testInfo) => {
  const campaign = `layout-${testInfo.project.name}-${Date.now().toString(36)}`;
  for (const n of [1, 2, 3, 4, 5]) await postLead(request, { name: `Layout ${n} ${campaign}`, mobile: freshMobile(), utm_campaign: campaign });
  await signIn(page, testInfo);
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page.getByLabel("UTM campaign")).toBeHidden();
  await expect(page.getByLabel("Save these filters as")).toBeHidden();

  const view = page.viewportSize()!;
  const leads = page.getByRole("link", { name: /^Layout \d / });
  await expect(leads.first()).toBeVisible();
  if (testInfo.project.name === "phone") {
    const card = (await page.getByRole("list", { name: "Leads" }).getByRole("listitem").first().boundingBox())!;
    expect(card.y).toBeLessThan(view.height / 2);
  } else {
    const rows = page.getByRole("region", { name: "Leads" }).getByRole("row");
    const tops = await rows.evaluateAll((els) => els.slice(1).map((el) => el.getBoundingClientRect().top));
    expect(tops.filter((top) => top < view.height).length).toBeGreaterThanOrEqual(4);
  }

  // Filters open from their button, narrow the list, and are saved as a view: a chip above the list.
  await page.getByText("Filters", { exact: true }).click();
  await page.getByLabel("UTM campaign").fill(campaign);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByLabel("UTM campaign")).toBeHidden();
  await expect(leads).toHaveCount(5);
  await expect(page.getByText("1 on", { exact: true })).toBeVisible();
  await page.getByText("Filters", { exact: true }).click();
  await page.getByLabel("Save these filters as").fill(`Layout ${campaign}`);
  await page.getByRole("button", { name: "Save view" }).click();
  const chip = page.getByRole("region", { name: "Saved views" }).getByRole("link", { name: `Layout ${campaign}` });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute("aria-current", "page");
  const chipBox = (await chip.boundingBox())!;
  expect(chipBox.y).toBeLessThan((await leads.first().boundingBox())!.y);

  await page.goto("/admin/leads");
  await chip.click();
  await expect(leads).toHaveCount(5);
  await page.getByRole("button", { name: `Delete the view Layout ${campaign}` }).click();
  await expect(chip).toHaveCount(0);
});
