// WhatsApp as a channel, with the real binary at 390 and 1440 px: a signed message from a lead marks its row unread,
// opening the lead reads it, a reply inside the 24 hours goes out through the Cloud API (a local server here), and its
// ticks follow WhatsApp's status webhooks; the owner maps templates in Settings and sees the channel on System.
import type { Page, TestInfo } from "@playwright/test";
import { blockingViolations } from "./support/axe";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";
import { inboundText, postWebhook, startFakeGraph, statusChange, type FakeGraph } from "./support/whatsapp";
import { expectNoSidewaysScroll } from "./support/width";

let site: RunningSite;
let graph: FakeGraph;

// Its own site, with WhatsApp set up against the local Cloud API.
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000); // the inbound queue, the outbox and 5-second polls, on a busy two-core machine

test.beforeAll(async () => {
  graph = await startFakeGraph();
  site = await startSiteWithStaff("whatsapp", graph.env);
});

test.afterAll(async () => {
  await site?.stop();
  await graph?.close();
});

/** A lead who asked for WhatsApp updates, with a mobile of its own. */
async function leadWithConsent(page: Page, testInfo: TestInfo): Promise<{ id: number; name: string; mobile: string }> {
  const mobile = `9${String(Date.now() + testInfo.workerIndex).slice(-9)}`;
  const name = `Kavya ${testInfo.project.name} ${mobile.slice(-4)}`;
  const res = await page.request.post(`${site.baseURL}/api/leads`, {
    data: { propertyType: "3 BHK", location: "Pune", name, mobile, email: null, whatsappUpdates: true, page: "/get-free-estimate" },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, name, mobile };
}

/** The lead's row in the list: a card on a phone, a table row on a desk. */
function leadRow(page: Page, testInfo: TestInfo, name: string) {
  const rows = testInfo.project.name === "phone" ? page.getByRole("list", { name: "Leads" }).getByRole("listitem") : page.getByRole("row");
  return rows.filter({ has: page.getByRole("link", { name, exact: true }) });
}

test("a lead's WhatsApp message shows unread in the list, is read on the lead's page, answered, and its ticks follow WhatsApp", async ({ page }, testInfo) => {
  const lead = await leadWithConsent(page, testInfo);
  const question = "Hello! Can your designer visit this Saturday?";
  expect(await postWebhook(page.request, site.baseURL, inboundText(lead.mobile, lead.name, question))).toBe(200);

  await signInAs(page, "sales", testInfo, site.baseURL);
  await page.goto(`${site.baseURL}/admin/leads`);
  const row = leadRow(page, testInfo, lead.name);
  // The queue processes the delivery; the list, polling every 5 s, shows the marker.
  await expect(row.getByText("1 unread WhatsApp message")).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText("1 unread", { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, "the leads list with an unread marker");
  await shot(page, testInfo, "whatsapp-list", { fullPage: true });

  await row.getByRole("link", { name: lead.name, exact: true }).click();
  const panel = page.getByRole("region", { name: "WhatsApp" });
  const log = panel.getByRole("log", { name: "WhatsApp messages" });
  await expect(log.getByText(question)).toBeVisible();
  await expect(panel.getByText(/^You can reply until \d{1,2}:\d{2}\s?[ap]m( tomorrow)?\.$/)).toBeVisible();
  // The wa.me link stays beside the conversation.
  await expect(page.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", new RegExp(`^https://wa\\.me/91${lead.mobile}\\?`));
  // Opening the lead read the message, for everyone.
  await expect.poll(async () => ((await (await page.request.get(`${site.baseURL}/api/admin/leads/${lead.id}`)).json()) as { lead: { whatsappUnread: number } }).lead.whatsappUnread).toBe(0);

  const reply = "Yes, Saturday at 11 am works. Our designer Asha will come.";
  await panel.getByLabel("Reply on WhatsApp").fill(reply);
  await panel.getByRole("button", { name: "Send", exact: true }).click();
  await expect(panel.getByLabel("Reply on WhatsApp")).toHaveValue("");
  const ours = log.getByRole("listitem").filter({ hasText: reply });
  await expect(ours).toBeVisible();
  // The outbox hands it to WhatsApp, which answers with the message's id.
  await expect.poll(() => graph.sent.find((m) => m.text === reply)?.to ?? "", { timeout: 30_000 }).toBe(`91${lead.mobile}`);
  const sent = graph.sent.find((m) => m.text === reply)!;
  await expect(ours.getByText("Sent", { exact: true })).toBeAttached({ timeout: 15_000 });
  await panel.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "whatsapp-sent");

  // WhatsApp tells of the delivery, then of the reading; the page follows by its poll.
  expect(await postWebhook(page.request, site.baseURL, statusChange(sent, "delivered"))).toBe(200);
  await expect(ours.getByText("Delivered", { exact: true })).toBeAttached({ timeout: 20_000 });
  expect(await postWebhook(page.request, site.baseURL, statusChange(sent, "read"))).toBe(200);
  await expect(ours.getByText("Read", { exact: true })).toBeAttached({ timeout: 20_000 });

  // A new message while the page is open appears without a reload.
  const more = "Great, see you then. Please bring the laminate samples.";
  expect(await postWebhook(page.request, site.baseURL, inboundText(lead.mobile, lead.name, more))).toBe(200);
  await expect(log.getByText(more)).toBeVisible({ timeout: 20_000 });
  await expectNoSidewaysScroll(page, "the lead page with its conversation");
  expect(await blockingViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "whatsapp-lead");

  // Seen on the page: the list shows no marker.
  await page.goto(`${site.baseURL}/admin/leads`);
  await expect(row.getByRole("link", { name: lead.name, exact: true })).toBeVisible();
  await expect(row.getByText(/unread WhatsApp/)).toHaveCount(0);
});

test("the owner maps the templates in Settings and sees the channel on System", async ({ page }, testInfo) => {
  await signInAs(page, "owner", testInfo, site.baseURL);
  await page.goto(`${site.baseURL}/admin/settings`);
  const panel = page.getByRole("region", { name: "WhatsApp" });
  await expect(panel.getByText(/^(Connected|Set up, but not connected)/)).toBeVisible();
  const follow = panel.getByRole("group", { name: "Follow-up" });
  const name = `follow_up_${testInfo.project.name}`;
  await follow.getByLabel("Template name").fill(name);
  await follow.getByLabel("Language").selectOption({ label: "Hindi" });
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByText(/^Saved\./)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "WhatsApp" }).getByRole("group", { name: "Follow-up" }).getByLabel("Template name")).toHaveValue(name);
  await expectNoSidewaysScroll(page, "Settings with WhatsApp");
  await page.getByRole("region", { name: "WhatsApp" }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, "whatsapp-settings");

  await page.goto(`${site.baseURL}/admin/system`);
  const channel = page.getByRole("region", { name: "WhatsApp" });
  await expect(channel.getByText(/^(Connected|Not connected)/)).toBeVisible();
  await expectNoSidewaysScroll(page, "System with WhatsApp");
  await channel.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "whatsapp-system");
});

test("a customer who last wrote more than 24 hours ago can be sent only a template, and it goes out", async ({ page }, testInfo) => {
  // After the test above, the follow-up has its template on this project's site.
  const lead = await leadWithConsent(page, testInfo);
  const question = "Is the Diwali offer still on?";
  const dayAndMore = new Date(Date.now() - 25 * 60 * 60 * 1000);
  expect(await postWebhook(page.request, site.baseURL, inboundText(lead.mobile, lead.name, question, dayAndMore))).toBe(200);

  await signInAs(page, "sales", testInfo, site.baseURL);
  await page.goto(`${site.baseURL}/admin/leads/${lead.id}`);
  const panel = page.getByRole("region", { name: "WhatsApp" });
  await expect(panel.getByRole("log", { name: "WhatsApp messages" }).getByText(question)).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText("More than 24 hours since their last message: only a template can be sent.")).toBeVisible();
  await expect(panel.getByLabel("Reply on WhatsApp")).toHaveCount(0);

  await panel.getByRole("combobox", { name: "Template" }).selectOption({ label: "Follow-up" });
  await panel.getByRole("button", { name: "Send template" }).click();
  await expect(panel.getByText("Template: Follow-up")).toBeVisible();
  const template = () => graph.sent.find((m) => m.to === `91${lead.mobile}` && m.type === "template")?.template ?? "";
  await expect.poll(template, { timeout: 30_000 }).toBe(`follow_up_${testInfo.project.name}`);
  await expectNoSidewaysScroll(page, "the lead page outside the 24 hours");
  await panel.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "whatsapp-template");
});
