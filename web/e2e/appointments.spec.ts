// Booking a consultation right after the estimate, against the real binary: the slot, the mail's invitation,
// a full slot leaving the list, and the signed link that moves and cancels it.
import type { Page } from "@playwright/test";
import { attachedInvitation, calendarEvents, indiaWallClock, invitationMail } from "./support/calendar";
import { dbRows, unique } from "./support/records";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

function option(page: Page, name: string) {
  return page.getByRole("radio", { name, exact: true }).locator("xpath=..");
}

/** Submits the estimate as a new visitor from city; returns once "Pick a time" shows under the thank-you panel. */
async function estimate(page: Page, name: string, city: string, email: string) {
  await page.goto("/get-free-estimate");
  await option(page, "2 BHK").click();
  await option(page, city).click();
  await page.getByRole("button", { name: "NEXT" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("textbox", { name: /Email/ }).fill(email);
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pick a time" })).toBeVisible();
}

test("a visitor books a centre slot after the estimate; the mail's invitation is at India time; a full slot leaves the list; the link moves and cancels it @phone", async ({ page, site }, testInfo) => {
  test.setTimeout(90_000);
  // Cities no other spec books in: another booking of the same first slot would fill it (two places a slot).
  const city = testInfo.project.name === "phone" ? "Kolkata" : "Gurgaon";
  const first = unique("Booker One", testInfo);
  const email = `${first.replace(/\W+/g, ".").toLowerCase()}@example.in`;
  await estimate(page, first, city, email);
  await expect(page.getByRole("radio", { name: "At an experience centre" })).toBeChecked();
  await expect(page.getByLabel("Where?")).toHaveValue(`centre-${city.toLowerCase()}`);
  await shot(page, testInfo, "pick-a-time", { fullPage: true });

  const slotRadio = page.locator('input[name="start"]').first();
  const start = await slotRadio.getAttribute("value");
  const timeText = (await slotRadio.locator("xpath=..").innerText()).trim();
  await slotRadio.locator("xpath=..").click();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeFocused();
  await expect(page.getByTestId("appointment-confirmation")).toContainText(timeText);
  await expect(page.getByTestId("appointment-confirmation")).toContainText("(India time)");
  await shot(page, testInfo, "confirmation", { fullPage: true });

  // The lead is now "Site visit booked".
  const [lead] = dbRows<{ status: string }>(site.dataDir, `select status from leads where name = '${first}'`);
  expect(lead?.status).toBe("site_visit_booked");

  // The confirmation mail carries the invitation: METHOD:REQUEST, the slot's India time, the centre's address.
  let mail = "";
  await expect.poll(() => (mail = invitationMail(site.dataDir, email)), { timeout: 15_000 }).toContain("text/calendar");
  const ics = attachedInvitation(mail);
  expect(ics).toContain("BEGIN:VTIMEZONE");
  // Read as a calendar app reads it (ical.js, with the invitation's own VTIMEZONE): the booked time, in India.
  const invite = calendarEvents(ics);
  expect(invite.method).toBe("REQUEST");
  expect(invite.events).toHaveLength(1);
  expect(invite.events[0]!.tzid).toBe("Asia/Kolkata");
  expect(invite.events[0]!.wallClock).toBe(indiaWallClock(start!));
  expect(invite.events[0]!.start.toISOString()).toBe(new Date(start!).toISOString());
  const uid = invite.events[0]!.uid;

  // Two places per centre slot: a second visitor takes the other; a third no longer sees the slot.
  await estimate(page, unique("Booker Two", testInfo), city, `two.${Date.now()}@example.in`);
  await page.locator(`input[name="start"][value="${start}"]`).locator("xpath=..").click();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
  await estimate(page, unique("Booker Three", testInfo), city, `three.${Date.now()}@example.in`);
  await expect(page.locator('input[name="start"]').first()).toBeAttached();
  await expect(page.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);

  // The mail's link moves the first booking to another time (same UID), then cancels it; the place is free again.
  // The link as the invitation carries it (the mail's text part is quoted-printable); lines unfolded first.
  const link = /https?:\/\/\S+\/appointment\?t=[^\s\\]+/.exec(ics.replace(/\r?\n[ \t]/g, ""))![0]!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Your consultation" })).toBeVisible();
  await shot(page, testInfo, "manage", { fullPage: true });
  await page.getByRole("button", { name: "Pick another time" }).click();
  // A day with two free times or more: late in the afternoon, today may have one left.
  const starts = page.locator('input[name="start"]');
  await expect(starts.first()).toBeAttached();
  for (let i = 1; (await starts.count()) < 2; i++) {
    const day = page.locator('input[name="day"]').nth(i);
    await day.locator("xpath=..").click();
    await expect(day).toBeChecked();
  }
  const other = starts.nth(1);
  const movedTo = await other.getAttribute("value");
  await other.locator("xpath=..").click();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "Your consultation" })).toBeFocused();
  const [moved] = dbRows<{ starts_at: string; uid: string; sequence: number }>(site.dataDir, `select a.starts_at, a.uid, a.sequence from appointments a join leads l on l.id = a.lead_id where l.name = '${first}'`);
  expect(new Date(moved!.starts_at).toISOString()).toBe(new Date(movedTo!).toISOString());
  expect(moved!.uid).toBe(uid);
  expect(moved!.sequence).toBe(1);

  await page.getByRole("button", { name: "Cancel appointment" }).click();
  await page.getByRole("button", { name: "Yes, cancel my appointment" }).click();
  await expect(page.getByText("Your appointment is cancelled.")).toBeVisible();
  // Not a dead end (issue 41 item 15): the company's number, and another time booked for the same request.
  await expect(page.getByRole("main").getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91/);
  await shot(page, testInfo, "cancelled", { fullPage: true });
  await page.getByRole("button", { name: "Book another time" }).click();
  await page.locator('input[name="start"]').first().locator("xpath=..").click();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeFocused();
  await shot(page, testInfo, "booked-again", { fullPage: true });
  const rebooked = dbRows<{ status: string }>(site.dataDir, `select a.status from appointments a join leads l on l.id = a.lead_id where l.name = '${first}' order by a.id`);
  expect(rebooked.map((r) => r.status)).toEqual(["cancelled", "booked"]);
});
