// Leads from an ad's own form against the real binary: a Google Ads lead form posts a lead with the site's key, the
// lead page shows the ad it answered, and the owner maps the form's custom question to a field in Settings.
import { blockingViolations } from "./support/axe";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { shot } from "./support/shots";
import { startSiteWithStaff } from "./support/staff";
import { expect, test } from "./support/test";

let site: RunningSite;
const key = "e2e-google-leads-key";

test.beforeAll(async () => {
  site = await startSiteWithStaff("ad-leads", { GOOGLE_LEADS_KEY: key });
});

test.afterAll(async () => {
  await site?.stop();
});

test("a Google Ads lead form's lead shows its campaign on the lead page, and the owner maps the form's question", async ({
  page,
}, testInfo) => {
  const name = `Ravi Ad ${testInfo.project.name} ${Date.now().toString(36)}`;
  const formId = testInfo.project.name === "phone" ? 40001 : 40002;
  const sent = await page.request.post(`${site.baseURL}/api/hooks/google-leads`, {
    data: {
      lead_id: `e2e-${Date.now().toString(36)}-${testInfo.project.name}`,
      api_version: "1.0",
      form_id: formId,
      campaign_id: 12345678901,
      adgroup_id: 20000000001,
      creative_id: 30000000001,
      google_key: key,
      is_test: false,
      user_column_data: [
        { column_id: "FULL_NAME", string_value: name },
        { column_id: "PHONE_NUMBER", string_value: "+91 98450 12345" },
        { column_id: "CITY", string_value: "Pune" },
        { column_name: "Your flat", string_value: "3 BHK" },
      ],
    },
  });
  expect(sent.status()).toBe(200);

  await signInAs(page, "owner", testInfo, site.baseURL);
  await expect(async () => {
    await page.goto(`${site.baseURL}/admin/leads?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).first().click({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Google lead forms, form " + formId)).toBeVisible();
  await expect(page.getByText("Your flat: 3 BHK").first()).toBeVisible();
  await expect(page.getByText(/The form did not say the property type: 1 BHK stands in/).first()).toBeVisible();
  await expect(page.getByText(`The Google lead forms form ${formId}`, { exact: true })).toBeVisible();
  await shot(page, testInfo, "ad-lead-page", { fullPage: true });

  await page.goto(`${site.baseURL}/admin/settings`);
  const panel = page.getByRole("form", { name: `Google lead forms form ${formId}` });
  await expect(panel).toBeVisible();
  await panel.getByLabel("Your flat").selectOption("propertyType");
  await panel.getByRole("button", { name: "Save this form's mapping" }).click();
  await expect(panel.getByText("Saved. The form's next leads are read this way.")).toBeVisible();
  await shot(page, testInfo, "ad-forms-settings", { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
});
