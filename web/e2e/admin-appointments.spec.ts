// The team's side of consultations against the real binary: a salesperson books for a caller on the phone from the
// lead page, gives the booking a designer (themselves), finds it in the Appointments view filtered by designer and in
// their private calendar feed (read by a real iCalendar parser), then moves and cancels it for the caller.
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { blockingViolations } from "./support/axe";
import { attachedInvitation, calendarEvents, indiaWallClock, invitationMail } from "./support/calendar";
import { freshMobile, postLead, signIn } from "./support/inbox";
import { unique } from "./support/records";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

test.describe.configure({ timeout: 90_000 });

// The box staff tick once they have read the privacy notice to the caller (issue 28), in the notice's first language.
const staffConfirmation = (
  JSON.parse(readFileSync(new URL("../app/content/consent-notice.json", import.meta.url), "utf8")) as { languages: { staffConfirmation: string }[] }
).languages[0]!.staffConfirmation;

/** The private feed link the Appointments page makes (shown once). */
async function makeFeed(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Make a calendar link" }).click();
  const notice = page.getByText(/Your private link \(shown once\): /);
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true); // the long link wraps inside its box
  return /https?:\/\/\S+\.ics/.exec((await notice.textContent()) ?? "")![0]!;
}

async function feedEvents(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/calendar");
  return calendarEvents(await res.text()).events;
}

/** No part of the page runs wider than the screen (390 px on a phone). */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test("staff book for a caller, give the booking a designer, see it in the Appointments view and the designer's feed, then move and cancel it @phone", async ({ page, site }, testInfo) => {
  const project = testInfo.project.name;
  // A centre no other test books, one per project: the two run at once on the shared site.
  const centre = project === "phone" ? "Coimbatore Experience Centre" : "Kochi Experience Centre";
  const name = unique("Phone Caller", testInfo);
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.in`;
  const id = await postLead(page.request, { name, mobile: freshMobile(), location: "Mumbai", email });
  await signIn(page, testInfo);
  const me = `Sales ${project}`;

  // The lead page's block: book for the caller.
  await page.goto(`/admin/leads/${id}`);
  const block = page.getByRole("region", { name: "Appointments" });
  await expect(block.getByText("No consultation booked.")).toBeVisible();
  await block.getByRole("button", { name: "Book a consultation for the caller" }).click();
  const picker = block.getByRole("region", { name: "Book a consultation for the caller" });
  await picker.getByRole("button", { name: "Experience centre" }).click();
  await picker.getByLabel("Where").selectOption({ label: centre });
  const firstDay = picker.getByRole("group", { name: "Day" }).getByRole("button").first();
  await expect(firstDay).toHaveAttribute("aria-pressed", "true");
  const time = picker.getByRole("group", { name: "Time" }).getByRole("button").first();
  const timeText = (await time.innerText()).trim();
  await time.click();
  await expect(time).toHaveAttribute("aria-pressed", "true");
  await fitsTheScreen(page);
  await picker.getByRole("checkbox", { name: staffConfirmation }).check(); // the notice read to the caller (issue 28)
  await shot(page, testInfo, "book-for-caller", { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  const booked = page.waitForResponse((r) => r.url().endsWith("/api/admin/appointments") && r.request().method() === "POST");
  await picker.getByRole("button", { name: "Book this time" }).click();
  const answer = await booked;
  expect(answer.status()).toBe(201);
  const { start } = (await answer.json()) as { start: string };

  const card = block.getByRole("article");
  await expect(card).toContainText(centre);
  await expect(card).toContainText(timeText);
  await expect(card.getByRole("list", { name: "History" })).toContainText("Booked by staff for the caller");

  // The confirmation mail the caller gets holds an invitation whose DTSTART is the booked time in India.
  let mail = "";
  await expect.poll(() => (mail = invitationMail(site.dataDir, email)), { timeout: 15_000 }).toContain("text/calendar");
  const invite = calendarEvents(attachedInvitation(mail));
  expect(invite.method).toBe("REQUEST");
  expect(invite.events).toHaveLength(1);
  expect(invite.events[0]!.tzid).toBe("Asia/Kolkata");
  expect(invite.events[0]!.wallClock).toBe(indiaWallClock(start));
  expect(invite.events[0]!.start.toISOString()).toBe(new Date(start).toISOString());

  // My feed: the lead is not mine, so the booking is not in it until I am its designer.
  await page.goto("/admin/appointments");
  await expect(page.getByRole("heading", { name: "Appointments", level: 1 })).toBeVisible();
  const feed = await makeFeed(page);
  expect((await feedEvents(page, feed)).some((e) => e.summary.includes(name))).toBe(false);

  const listed = page.getByRole("article", { name: new RegExp(`^${name},`) });
  await expect(listed.getByRole("link", { name })).toHaveAttribute("href", `/admin/leads/${id}`);
  await listed.getByLabel("Designer").selectOption({ label: me });
  await expect(listed.getByLabel("Designer")).toHaveValue(/^[1-9]\d*$/);
  await expect.poll(async () => (await feedEvents(page, feed)).filter((e) => e.summary.includes(name)).length).toBe(1);
  const [event] = (await feedEvents(page, feed)).filter((e) => e.summary.includes(name));
  expect(event!.tzid).toBe("Asia/Kolkata");
  expect(event!.wallClock).toBe(indiaWallClock(start));
  expect(event!.start.toISOString()).toBe(new Date(start).toISOString());
  expect(event!.uid).toBe(invite.events[0]!.uid);

  // The view by designer: mine holds it, "No designer yet" does not.
  await page.getByRole("combobox", { name: /^Show designer/ }).selectOption({ label: me });
  await expect(listed).toBeVisible();
  await page.getByRole("combobox", { name: /^Group by/ }).selectOption({ label: "Designer" });
  await expect(page.getByRole("region", { name: me })).toContainText(name);
  await fitsTheScreen(page);
  await shot(page, testInfo, "appointments-by-designer", { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole("combobox", { name: /^Show designer/ }).selectOption({ label: "No designer yet" });
  await expect(listed).toHaveCount(0);

  // Back on the lead: move it to another time for the caller, then cancel it; its place is free again.
  await page.goto(`/admin/leads/${id}`);
  await expect(card.getByRole("list", { name: "History" })).toContainText(`Designer: ${me}.`);
  await expect(card.getByRole("listitem").filter({ hasText: /^Designer: / })).toHaveCount(1); // given once, by this test alone
  await card.getByRole("button", { name: "Move to another time" }).click();
  const mover = card.getByRole("region", { name: /^Move .*'s consultation$/ });
  await expect(mover.getByRole("button", { name: "Experience centre" })).toHaveAttribute("aria-pressed", "true");
  // A day with two free times or more: late in the afternoon, today may have one left.
  const times = mover.getByRole("group", { name: "Time" }).getByRole("button");
  const days = mover.getByRole("group", { name: "Day" }).getByRole("button");
  await expect(days.first()).toHaveAttribute("aria-pressed", "true");
  for (let i = 1; (await times.count()) < 2; i++) {
    await days.nth(i).click();
    await expect(days.nth(i)).toHaveAttribute("aria-pressed", "true");
  }
  const later = times.nth(1);
  const laterText = (await later.innerText()).trim();
  await later.click();
  await fitsTheScreen(page);
  await mover.getByRole("button", { name: "Move to this time" }).click();
  await expect(card.getByRole("list", { name: "History" })).toContainText("Moved by staff");
  await expect(card).toContainText(laterText);
  await card.getByRole("button", { name: "Cancel for the caller" }).click();
  await expect(card).toContainText("Cancelled");
  await expect(block.getByRole("button", { name: "Book a consultation for the caller" })).toBeVisible();
  await expect.poll(async () => (await feedEvents(page, feed)).filter((e) => e.summary.includes(name)).length).toBe(1); // cancelled, still listed as such
});
