// A sales person's day with the real binary: follow-ups nobody has taken, a call logged in one step,
// Call and WhatsApp on every row, the history first on a phone, and merged requests kept readable.
import { blockingViolations } from "./support/axe";
import { unique } from "./support/records";
import { freshMobile, inbox, indiaToday, leadVersion, postLead, signIn } from "./support/inbox";
import type { Locator } from "@playwright/test";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

test.describe.configure({ timeout: 90_000 });


/** A tap on a chip: the radio sits inside its label, out of sight. */
function chip(scope: Locator, name: string): Locator {
  return scope.getByRole("radio", { name, exact: true }).locator("xpath=..");
}

/** "26 Nov 2026", as the back-office writes a day. */
function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

function dayAfter(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

test("follow-ups of leads nobody has taken reach every sales person, marked Unassigned, and Take it assigns them @phone", async ({ page }, testInfo) => {
  const today = indiaToday();
  const dueToday = unique("Day Nobody Today", testInfo);
  const overdue = unique("Day Nobody Late", testInfo);
  const ids = [await postLead(page.request, { name: dueToday, mobile: freshMobile() }), await postLead(page.request, { name: overdue, mobile: freshMobile() })];
  await signIn(page, testInfo);
  for (const [id, day] of [
    [ids[0], today],
    [ids[1], dayAfter(today, -2)],
  ] as const) {
    const { version } = await leadVersion(page.request, id);
    expect((await page.request.patch(`/api/admin/leads/${id}`, { data: { version, followUpOn: day } })).status()).toBe(200);
  }

  await page.goto("/admin/leads/due");
  await expect(page.getByRole("heading", { name: "Due today", level: 1 })).toBeVisible();
  const late = page.getByRole("region", { name: /^Overdue/ }).getByRole("listitem").filter({ hasText: overdue });
  const now = page.getByRole("region", { name: /^Today/ }).getByRole("listitem").filter({ hasText: dueToday });
  for (const card of [late, now]) {
    // The marker beside the status, and the assignee line.
    await expect(card.getByText("Unassigned", { exact: true })).toHaveCount(2);
    await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expect(card.getByRole("link", { name: /^WhatsApp / })).toHaveAttribute("href", /^https:\/\/wa\.me\/91\d{10}\?text=/);
  }
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, testInfo, "due", { fullPage: true });

  await late.getByRole("button", { name: /^Take it/ }).click();
  const staffName = `Sales ${testInfo.project.name}`;
  await expect(late.getByText(`Assigned to: ${staffName}`)).toBeVisible();
  await expect(late.getByText("Unassigned", { exact: true })).toHaveCount(0);
  expect((await leadVersion(page.request, ids[1])).assignee).toEqual(expect.objectContaining({ name: staffName }));
  expect((await leadVersion(page.request, ids[0])).assignee).toBeNull();
});

test("a call is logged in three taps and typing: timeline, status and follow-up move together; rows call and greet by what was asked", async ({ page }, testInfo) => {
  const name = unique("Day Caller", testInfo);
  const mobile = freshMobile();
  // Asked through the consultation dialog on the home page, not the estimate form.
  const id = await postLead(page.request, { name, mobile, propertyType: "2 BHK", location: "Mumbai", page: "/" });
  await signIn(page, testInfo);
  const staffName = `Sales ${testInfo.project.name}`;

  // The list row calls and opens WhatsApp with the consultation greeting.
  await page.goto(`/admin/leads?q=${mobile}`);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", `tel:+91${mobile}`);
  const greeting = inbox.leadWhatsappGreetings.consultation.replace("{name}", name).replace("{staff}", staffName).replace("{propertyType}", "2 BHK");
  const wa = page.getByRole("link", { name: `WhatsApp ${name} (opens in a new tab)` });
  await expect(wa).toHaveAttribute("href", `https://wa.me/91${mobile}?text=${encodeURIComponent(greeting)}`);
  expect(decodeURIComponent((await wa.getAttribute("href"))!)).not.toContain("estimate");
  await shot(page, testInfo, "leads", { fullPage: true });

  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  // What happened last comes before any form, on a phone too.
  const latest = page.getByRole("region", { name: "Latest" });
  await expect(latest).toContainText("The visitor: Asked for a free design consultation on /");
  if (testInfo.project.name === "phone") {
    const timelineTop = (await page.getByRole("heading", { name: "Timeline" }).boundingBox())!.y;
    const firstFold = (await page.getByRole("button", { name: "Change status", exact: true }).boundingBox())!.y;
    expect(timelineTop).toBeLessThan(firstFold);
    expect((await latest.boundingBox())!.y).toBeLessThan(844);
    await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveCount(0);
  }

  // Tap 1: how it went; then the note; tap 2: when next; tap 3: save.
  const call = page.getByRole("region", { name: "Log a call" });
  await chip(call, "Answered").click();
  await call.getByLabel("What was said").fill("Wants a modular kitchen; visit on Sunday.");
  await chip(call, "Tomorrow").click();
  await call.getByRole("button", { name: "Save call" }).click();
  await expect(call.getByRole("radio", { name: "Answered" })).not.toBeChecked();
  const tomorrow = dayAfter(indiaToday(), 1);
  await expect(call.getByRole("status")).toContainText("Call saved");

  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText(`${staffName} logged a call: Answered. Status changed from New to Contacted. Next follow-up ${formatDay(tomorrow)}.`);
  await expect(timeline.getByText("Wants a modular kitchen; visit on Sunday.")).toBeVisible();
  await expect(latest).toContainText("Wants a modular kitchen; visit on Sunday.");
  await expect(page.locator("h1 + span")).toHaveText("Contacted");
  const saved = await leadVersion(page.request, id);
  expect(saved).toMatchObject({ status: "contacted", followUpOn: tomorrow, version: 2 });
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "lead", { fullPage: true });

  // Not interested closes the lead: no follow-up asked, the status says why.
  await chip(call, "Not interested").click();
  await expect(call.getByRole("radio", { name: "Tomorrow" })).toHaveCount(0);
  await call.getByRole("button", { name: "Save call" }).click();
  await expect(timeline).toContainText("logged a call: Not interested. Status changed from Contacted to Lost. Follow-up cleared.");
  expect(await leadVersion(page.request, id)).toMatchObject({ status: "lost", followUpOn: null, version: 3 });
});

test("a merged request stays in the kept lead's history: name, home, place, time and source @phone", async ({ page }, testInfo) => {
  const mobile = freshMobile();
  const kept = unique("Day Merge Kept", testInfo);
  const other = unique("Day Merge Other", testInfo);
  const keptId = await postLead(page.request, { name: kept, mobile });
  const otherId = await postLead(page.request, { name: other, mobile: `0${mobile}`, propertyType: "4+ BHK / Duplex", location: "Chennai", utm_campaign: "pongal", page: "/design-gallery" });
  await signIn(page, testInfo);
  await page.goto(`/admin/leads/${keptId}`);
  const same = page.getByRole("region", { name: "Same mobile" });
  await same.getByRole("button", { name: /^Merge into this lead/ }).click();
  await page.getByRole("dialog", { name: "Merge into this lead?" }).getByRole("button", { name: "Merge", exact: true }).click();
  await expect(same).toHaveCount(0);

  const timeline = page.getByRole("region", { name: "Timeline" });
  const merged = timeline.getByRole("listitem").filter({ hasText: `Lead #${otherId} merged into this one, with its history.` });
  await expect(merged).toContainText(`${other} (0${mobile}) asked for a free design consultation for a 4+ BHK / Duplex in Chennai, received `);
  await expect(merged).toContainText("India time on /design-gallery (campaign pongal).");
  await expect(page.getByRole("region", { name: "Where they came from" })).toContainText(`#${otherId} (their requests are in the timeline)`);
  await shot(page, testInfo, "lead-merged", { fullPage: true });
});

test("opening WhatsApp to a lead is its first response: a line in the timeline, saved on the lead @phone", async ({ page, context }, testInfo) => {
  const name = unique("Day WhatsApp", testInfo);
  const id = await postLead(page.request, { name, mobile: freshMobile() });
  await signIn(page, testInfo);
  // wa.me is not reachable from a test machine: the new tab is answered here.
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const before = (await leadVersion(page.request, id)).version;
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "WhatsApp (opens in a new tab)" }).click();
  await (await popup).close();
  const staffName = `Sales ${testInfo.project.name}`;
  await expect(page.getByText(new RegExp(`${staffName}\\s*opened WhatsApp\\.`)).first()).toBeVisible();
  expect((await leadVersion(page.request, id)).version).toBe(before + 1);
});
