// The lead inbox with the real binary: leads arrive by themselves, sales staff work them, duplicates merge, stale saves are refused.
import { readFileSync } from "node:fs";
import { blockingViolations } from "./support/axe";
import { unique } from "./support/records";
import { openAdminMenu } from "./support/admin";
import { freshMobile, inbox, indiaToday, leadVersion, postLead, secondSalesPage, signIn, unfold } from "./support/inbox";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

// The one stale-edit sentence (contract.json), as the server says it of a lead.
const staleLead = (JSON.parse(readFileSync(new URL("../app/content/contract.json", import.meta.url), "utf8")) as { messages: { staleEdit: string } }).messages.staleEdit.replace(
  "{this}",
  "this lead",
);

// Slow shared machines: axe runs and two browsers in one test take their time.
test.describe.configure({ timeout: 90_000 });

test("a lead sent on the estimate page appears in the open inbox within 10 s, without a reload, quietly marked @phone", async ({ page, browser }, testInfo) => {
  await signIn(page, testInfo);
  await openAdminMenu(page);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Lead status" }).getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
  await page.evaluate(() => ((window as { inboxNotReloaded?: boolean }).inboxNotReloaded = true));

  // A visitor, in a browser of their own, asks for an estimate.
  const name = unique("Inbox Arrival", testInfo);
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const form = await visitor.newPage();
  await form.goto("/get-free-estimate");
  await form.getByRole("radio", { name: "2 BHK", exact: true }).locator("xpath=..").click();
  await form.getByRole("radio", { name: "Chennai", exact: true }).locator("xpath=..").click();
  await form.getByRole("button", { name: "NEXT" }).click();
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByLabel("Mobile number").fill(freshMobile());
  const saved = form.waitForResponse("**/api/leads");
  await form.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  expect((await saved).status()).toBe(201);
  const sentAt = Date.now();
  await visitor.close();

  await expect(page.getByRole("link", { name, exact: true })).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - sentAt).toBeLessThanOrEqual(10_000);
  await expect(page.getByRole("status").filter({ hasText: /new leads? since you opened this list/ })).toBeVisible();
  expect(await page.evaluate(() => (window as { inboxNotReloaded?: boolean }).inboxNotReloaded)).toBe(true);
});

test("a sales user changes the status, assigns, notes and sets a follow-up; call and WhatsApp links are right @phone", async ({ page }, testInfo) => {
  const name = unique("Inbox Work", testInfo);
  const mobile = freshMobile();
  const spaced = `${mobile.slice(0, 5)} ${mobile.slice(5)}`;
  const id = await postLead(page.request, { name, mobile: spaced, propertyType: "2 BHK", location: "Mumbai" });
  await signIn(page, testInfo);
  const staffName = `Sales ${testInfo.project.name}`;

  // Search finds it by the mobile written another way.
  await page.goto(`/admin/leads?q=${encodeURIComponent(`+91-${mobile}`)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: `Call ${spaced}` })).toHaveAttribute("href", `tel:+91${mobile}`);
  const greeting = inbox.leadWhatsappGreetings.estimate.replace("{name}", name).replace("{staff}", staffName).replace("{propertyType}", "2 BHK").replace("{location}", "Mumbai");
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", `https://wa.me/91${mobile}?text=${encodeURIComponent(greeting)}`);
  await expect(page.getByRole("region", { name: "Where they came from" })).toContainText("/get-free-estimate");

  // The current step of the pipeline (its arrow to the next step is only decoration).
  const step = page.getByRole("list", { name: "Status pipeline" }).locator('[aria-current="step"]');
  await unfold(page, "Change status");
  await expect(step).toHaveText("New");
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(step).toHaveText("Contacted");

  await unfold(page, "Assign or set a follow-up");
  await page.getByLabel("Assigned to").selectOption({ label: `${staffName} (you)` });
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(page.getByLabel("Assigned to")).toHaveValue(/^\d+$/);

  const note = `Called back, wants a site visit on Saturday (${testInfo.project.name}).`;
  await unfold(page, "Add a note");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText(inbox.messages.noteRequired)).toBeVisible();
  await page.getByLabel("Note", { exact: true }).fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("region", { name: "Timeline" }).getByText(note)).toBeVisible();
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue("");

  const today = indiaToday();
  await page.getByLabel("Follow-up date").fill(today);
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(page.getByRole("button", { name: "Clear follow-up" })).toBeVisible();

  const lead = await leadVersion(page.request, id);
  expect(lead).toMatchObject({ status: "contacted", assignee: { name: staffName }, followUpOn: today });

  // Lost needs a reason.
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("lost");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText(inbox.messages.lostReasonRequired)).toBeVisible();
  await page.getByLabel("Why was it lost?").fill("Chose a relative's carpenter.");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Chose a relative's carpenter.").first()).toBeVisible();
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(step).toHaveText("Contacted");

  // Another of this person's leads, with a follow-up that slipped yesterday.
  const late = unique("Inbox Late", testInfo);
  const lateId = await postLead(page.request, { name: late, mobile: freshMobile() });
  const me = (await (await page.request.get("/api/admin/me")).json()) as { id: number };
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const lateVersion = (await leadVersion(page.request, lateId)).version;
  const res = await page.request.patch(`/api/admin/leads/${lateId}`, { data: { version: lateVersion, assigneeId: me.id, followUpOn: yesterday } });
  expect(res.status()).toBe(200);

  // The due view lists the overdue one first, then today's.
  await page.getByRole("link", { name: "All leads" }).click();
  await page.getByRole("link", { name: "Due today" }).click();
  await expect(page.getByRole("heading", { name: "Due today", level: 1 })).toBeVisible();
  const overdue = page.getByRole("region", { name: /^Overdue/ });
  await expect(overdue.getByRole("link", { name: late, exact: true })).toBeVisible();
  await expect(overdue).toContainText("overdue");
  await expect(page.getByRole("region", { name: /^Today/ }).getByRole("link", { name, exact: true })).toBeVisible();
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.findIndex((h) => h.startsWith("Overdue"))).toBeLessThan(headings.findIndex((h) => h.startsWith("Today")));
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, testInfo, "due", { fullPage: true });
});

test("a second lead with the same mobile in another format is marked a repeat and merges into the first @phone", async ({ page }, testInfo) => {
  const mobile = freshMobile();
  const first = unique("Inbox Repeat A", testInfo);
  const second = unique("Inbox Repeat B", testInfo);
  const firstId = await postLead(page.request, { name: first, mobile, utm_campaign: "first-campaign" });
  const secondId = await postLead(page.request, { name: second, mobile: `+91-${mobile.slice(0, 5)}-${mobile.slice(5)}` });
  await signIn(page, testInfo);

  await page.goto(`/admin/leads?q=0${mobile}`);
  const repeats = page.getByText("Repeat", { exact: false }).filter({ hasText: "same mobile as 1 other lead" });
  await expect(repeats).toHaveCount(2);

  await page.getByRole("link", { name: first, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${firstId}$`));
  const same = page.getByRole("region", { name: "Same mobile" });
  await expect(same.getByRole("link", { name: second, exact: true })).toBeVisible();
  await same.getByRole("button", { name: /^Merge into this lead/ }).click();
  const dialog = page.getByRole("dialog", { name: "Merge into this lead?" });
  await expect(dialog).toContainText(second);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await same.getByRole("button", { name: /^Merge into this lead/ }).click();
  await dialog.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Same mobile" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Where they came from" })).toContainText(`#${secondId}`);

  await page.goto(`/admin/leads?q=${mobile}`);
  await expect(page.getByRole("link", { name: first, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: second, exact: true })).toHaveCount(0);
});

test("a stale save is refused with the message and overwrites nothing; Reload shows the other change @phone", async ({ page, browser }, testInfo) => {
  const name = unique("Inbox Stale", testInfo);
  const id = await postLead(page.request, { name, mobile: freshMobile() });
  await signIn(page, testInfo);
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await unfold(page, "Change status");

  // Someone else, at another browser, moves it on first.
  const other = await secondSalesPage(browser, page, testInfo);
  await other.goto(`/admin/leads/${id}`);
  await unfold(other, "Change status");
  await other.getByRole("combobox", { name: "Status", exact: true }).selectOption("site_visit_booked");
  await other.getByRole("button", { name: "Save status" }).click();
  await expect(other.getByRole("list", { name: "Status pipeline" }).locator('[aria-current="step"]')).toHaveText("Site visit booked");
  await other.context().close();

  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("proposal_sent");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("alert").filter({ hasText: staleLead })).toBeVisible();
  expect((await leadVersion(page.request, id)).status).toBe("site_visit_booked");
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("alert").filter({ hasText: staleLead })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Status pipeline" }).locator('[aria-current="step"]')).toHaveText("Site visit booked");

  // The API says the same to a PATCH with an old version.
  const { version } = await leadVersion(page.request, id);
  const res = await page.request.patch(`/api/admin/leads/${id}`, { data: { version: version - 1, status: "won" } });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { error: string }).error).toBe(staleLead);
  expect((await leadVersion(page.request, id)).status).toBe("site_visit_booked");
});

test("filters live in the address, and Export CSV downloads exactly the filtered leads @desktop", async ({ page }, testInfo) => {
  const campaign = `inbox-csv-${testInfo.project.name}-${Date.now().toString(36)}`;
  const names = [unique("Inbox CSV One", testInfo), unique("Inbox CSV Two", testInfo)];
  for (const name of names) await postLead(page.request, { name, mobile: freshMobile(), utm_campaign: campaign, location: "Noida" });
  const outsider = unique("Inbox CSV Other", testInfo);
  await postLead(page.request, { name: outsider, mobile: freshMobile(), location: "Noida" });
  await signIn(page, testInfo);
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  const filters = page.locator("details").filter({ hasText: "Filters" });
  if (!(await page.getByLabel("UTM campaign").isVisible())) await filters.getByText("Filters").first().click();
  await page.getByLabel("UTM campaign").fill(campaign);
  await page.getByLabel("Location").selectOption("Noida");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?location=Noida&campaign=${campaign}$`));
  for (const name of names) await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: outsider, exact: true })).toHaveCount(0);

  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", `/api/admin/leads/export.csv?location=Noida&campaign=${campaign}`);
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  const rows = csv.replace(/^\uFEFF/, "").trim().split(/\r?\n/);
  expect(rows).toHaveLength(3);
  // A sales team's columns: India times under a header naming IST, the status as the screen words it, the notes.
  expect(rows[0]).toContain(",createdAt (IST),");
  expect(rows[0].endsWith(",status,assignee,followUpOn,lostReason,notes")).toBe(true);
  for (const row of rows.slice(1)) expect(row).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},.*,New,/);
  for (const name of names) expect(csv).toContain(name);
  expect(csv).not.toContain(outsider);

  // The address is the filter: it survives a reload, and Back undoes it.
  await page.reload();
  await expect(page.getByLabel("UTM campaign")).toHaveValue(campaign);
  await expect(page.getByRole("link", { name: names[0], exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByLabel("UTM campaign")).toHaveValue("");
});

test("an editor cannot see leads: no menu item, a refusal page, 403 from the API @desktop", async ({ page }, testInfo) => {
  await signIn(page, testInfo, "editor");
  await openAdminMenu(page);
  await expect(page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Leads" })).toHaveCount(0);
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  await page.goto("/admin/leads/1");
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  expect((await page.request.get("/api/admin/leads")).status()).toBe(403);
  expect((await page.request.get("/api/admin/leads/export.csv")).status()).toBe(403);
  expect((await page.request.get("/api/admin/leads/due")).status()).toBe(403);
});

test("the inbox and a lead page are accessible; screenshots", async ({ page }, testInfo) => {
  const mobile = freshMobile();
  const name = unique("Inbox Look", testInfo);
  const id = await postLead(page.request, { name, mobile, utm_campaign: "look-campaign" });
  await postLead(page.request, { name: unique("Inbox Look Repeat", testInfo), mobile: `0${mobile}` });
  await signIn(page, testInfo);
  await page.goto("/admin/leads");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "leads", { fullPage: true });

  await page.goto(`/admin/leads/${id}`);
  await unfold(page, "Add a note");
  await page.getByLabel("Note", { exact: true }).fill("Prefers a call after 6 pm.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("region", { name: "Timeline" }).getByText("Prefers a call after 6 pm.")).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "lead", { fullPage: true });
  await page.getByRole("region", { name: "Same mobile" }).getByRole("button", { name: /^Merge into this lead/ }).click();
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
