// Issue 41, item 2: the bulk "Assign to" and the "Assigned to" filter offer every active sales person, not only
// those the loaded page names: a sales person's own filtered view moves her leads to a colleague who has none in it.
// The width does not change the lists: the desktop runs it.
import { postLead, freshMobile, signIn } from "./support/inbox";
import { expect, test } from "./support/test";

test("@desktop leads filtered to one person move to a colleague who has none of them", async ({ page, request }, testInfo) => {
  const campaign = `team-${Date.now().toString(36)}`;
  await signIn(page, testInfo);
  const me = (await (await page.request.get("/api/admin/me")).json()) as { id: number; name: string };
  for (const n of [1, 2]) {
    const id = await postLead(request, { name: `Team family ${n} ${campaign}`, mobile: freshMobile(), utm_campaign: campaign });
    expect((await page.request.patch(`/api/admin/leads/${id}`, { data: { version: 1, assigneeId: me.id } })).status()).toBe(200);
  }
  // Her own view: only her leads, so only her name is on the page. The list is read inside its region: the two
  // leads assigned to her after she opened the back-office also show as "New lead assigned to you" notices.
  const list = page.getByRole("region", { name: "Leads" });
  await page.goto(`/admin/leads?campaign=${campaign}&assignee=${me.id}`);
  await expect(list.getByRole("link", { name: `Team family 2 ${campaign}`, exact: true })).toBeVisible();
  const colleague = "Sales phone";

  await page.getByLabel("Select all on this page").check();
  const assignTo = page.getByLabel("Assign to");
  await expect(assignTo.getByRole("option", { name: colleague, exact: true })).toHaveCount(1);
  await expect(assignTo.getByRole("option", { name: "Owner desktop", exact: true })).toHaveCount(1);
  await expect(assignTo.getByRole("option", { name: "Editor desktop", exact: true })).toHaveCount(0);
  await assignTo.selectOption({ label: colleague });
  await page.getByRole("button", { name: "Assign 2" }).click();
  await expect(page.getByText("2 leads changed.")).toBeVisible();

  // The filter offers the colleague too, and her view now shows her the two leads.
  await page.getByText("Filters", { exact: true }).click();
  const filter = page.getByLabel("Assigned to");
  await expect(filter.getByRole("option", { name: colleague, exact: true })).toHaveCount(1);
  await filter.selectOption({ label: colleague });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(list.getByRole("link", { name: `Team family 1 ${campaign}`, exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: `Team family 2 ${campaign}`, exact: true })).toBeVisible();
});
