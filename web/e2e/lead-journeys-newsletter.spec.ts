// The monthly-ideas subscribe form on the two guides: stored, the spec's alert, and a readable error when the call fails.
import { dbRows } from "./support/records";
import { expect, test } from "./support/test";

for (const path of ["/Guides/Design-Tips", "/Guides/Space-Planning"]) {
  test(`${path}: subscribing stores the e-mail with the page, alerts and clears the field @phone`, async ({ page, site }, testInfo) => {
    const email = `reader.${testInfo.project.name}.${Date.now()}@example.in`;
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.goto(path);
    const field = page.getByRole("textbox", { name: "Email address for monthly design ideas" });
    await field.fill(email);
    const request = page.waitForRequest("**/api/subscribe");
    await page.getByRole("button", { name: "Subscribe" }).click();
    expect((await request).postDataJSON()).toEqual({ email, page: path });
    await expect.poll(() => alerts).toEqual(["Thanks! You\u2019re on the list."]);
    await expect(field).toHaveValue("");
    expect(dbRows(site.dataDir, `select page from subscriptions where email = '${email}'`)).toEqual([{ page: path }]);
  });
}

test("a failed subscription shows an error toast and keeps the e-mail @phone", async ({ page }) => {
  let alerted = false;
  page.on("dialog", (d) => {
    alerted = true;
    void d.accept();
  });
  await page.route("**/api/subscribe", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "The service is unavailable." }) }),
  );
  await page.goto("/Guides/Design-Tips");
  const field = page.getByRole("textbox", { name: "Email address for monthly design ideas" });
  await field.fill("reader@example.in");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("You are not on the list yet.")).toBeVisible();
  await expect(page.getByText("We could not add you to the list just now. Please try again in a few minutes.")).toBeVisible();
  await expect(field).toHaveValue("reader@example.in");
  expect(alerted).toBe(false);
});
