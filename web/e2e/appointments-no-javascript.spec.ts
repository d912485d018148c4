// Booking a consultation with JavaScript off: the estimate's answer page offers where and which day, the day's free
// times come back as radio buttons, and a plain form post books one; a time taken meanwhile is refused with the
// contract's sentence and the form again. The booking is then in the database and in the staff API; the confirmation
// page carries the mail's signed links.
import type { Page } from "@playwright/test";
import { signIn } from "./support/inbox";
import { dbRows, unique } from "./support/records";
import { chooseCard, openWithoutScript } from "./support/no-javascript";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

test.use({ javaScriptEnabled: false });

/** Fills a slot's places through the JSON API, as other visitors with JavaScript would meanwhile. */
async function takeSlot(page: Page, city: string, placeId: string, start: string, times: number) {
  for (let i = 0; i < times; i++) {
    const lead = await page.request.post("/api/leads", {
      data: { propertyType: "2 BHK", location: city, name: `Other Visitor ${i}`, mobile: "9876543210", email: null, whatsappUpdates: false, page: "/get-free-estimate" },
    });
    expect(lead.status()).toBe(201);
    const { bookingToken } = (await lead.json()) as { bookingToken: string };
    const booked = await page.request.post("/api/appointments", { data: { bookingToken, placeId, start } });
    expect(booked.status()).toBe(201);
  }
}

test("without JavaScript a visitor picks a day and a time after the estimate, a taken time is refused, and the booking reaches staff @phone", async ({ page, site, browser }, testInfo) => {
  test.setTimeout(90_000);
  const city = testInfo.project.name === "phone" ? "Chennai" : "Hyderabad";
  const placeId = `centre-${city.toLowerCase()}`;
  const name = unique("Booker NoJS", testInfo);

  await openWithoutScript(page, "/get-free-estimate");
  await chooseCard(page, "2 BHK");
  await chooseCard(page, city);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByLabel("Email").fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.in`);
  await page.getByRole("button", { name: "GET FREE ESTIMATE" }).click();
  await expect(page.getByText("Your request has been submitted successfully.")).toBeVisible();
  await expect(page.getByText("Pick a time: choose where to meet and a day to see its free times.")).toBeVisible();
  await expect(page.getByLabel("Where?")).toHaveValue(placeId);
  await shot(page, testInfo, "thanks-pick-a-time", { fullPage: true });

  // The first day with two free times or more (the notice and closed weekdays leave some days without any, and
  // late in the afternoon today may have one left: the test takes one away, then books another).
  const days = await page.getByLabel("Day").locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const day of days) {
    await page.getByLabel("Day").selectOption(day);
    await page.getByRole("button", { name: "Show free times" }).click();
    await expect(page.getByRole("group", { name: "Time" }).or(page.getByText("There are no free times on that day. Please pick another day."))).toBeVisible();
    if ((await page.locator('input[name="start"]').count()) >= 2) break;
    const back = page.getByRole("link", { name: "Pick another day or place" });
    if (await back.isVisible()) await back.click(); // one time only: back to the days
  }
  await expect(page.getByRole("group", { name: "Time" })).toBeVisible();
  await shot(page, testInfo, "times", { fullPage: true });

  // The visitor chooses the first time; meanwhile two others fill both of its places.
  const first = page.locator('input[name="start"]').first();
  const taken = (await first.getAttribute("value"))!;
  await first.locator("xpath=..").click();
  await takeSlot(page, city, placeId, taken, 2);
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("alert")).toHaveText("That time was just taken — please pick another.");
  await expect(page.locator(`input[name="start"][value="${taken}"]`)).toHaveCount(0);
  await shot(page, testInfo, "taken", { fullPage: true });

  const next = page.locator('input[name="start"]').first();
  const start = (await next.getAttribute("value"))!;
  const timeText = (await next.locator("xpath=..").innerText()).trim();
  await next.locator("xpath=..").click();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
  await expect(page.getByText(`at ${timeText} (India time).`)).toContainText(`${city} Experience Centre, `);
  await expect(page.getByText("We have e-mailed you the confirmation with a calendar invitation.")).toBeVisible();
  await shot(page, testInfo, "booked", { fullPage: true });
  // The mail's signed links are on the page too: reschedule and cancel (the manage page) and the invitation.
  const manage = await page.getByRole("link", { name: "Reschedule this consultation" }).getAttribute("href");
  expect(manage).toMatch(/^\/appointment\?t=/);
  expect(await page.getByRole("link", { name: "Cancel this consultation" }).getAttribute("href")).toBe(manage);
  const token = new URL(manage!, site.baseURL).searchParams.get("t")!;
  const shown = await page.request.get(`/api/appointments/by-link/${encodeURIComponent(token)}`);
  expect(((await shown.json()) as { status: string }).status).toBe("booked");
  const invite = await page.request.get((await page.getByRole("link", { name: /Add it to your calendar/ }).getAttribute("href"))!);
  expect(await invite.text()).toContain("BEGIN:VEVENT");

  const rows = dbRows<{ place_id: string; starts_at: string; status: string; lead_status: string }>(
    site.dataDir,
    `select a.place_id, a.starts_at, a.status, l.status as lead_status from appointments a join leads l on l.id = a.lead_id where l.name = '${name}'`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ place_id: placeId, status: "booked", lead_status: "site_visit_booked" });
  expect(new Date(rows[0]!.starts_at).toISOString()).toBe(new Date(start).toISOString());

  // Staff see it in their list (a browser with JavaScript on, signed in as sales).
  const staffContext = await browser.newContext({ baseURL: site.baseURL, javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, testInfo);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(start));
  const res = await staffPage.request.get(`/api/admin/appointments?from=${day}&days=1`);
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { appointments: { name: string; placeId: string; start: string; status: string }[] }).appointments;
  const mine = list.filter((a) => a.name === name);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ placeId, status: "booked" });
  expect(new Date(mine[0]!.start).toISOString()).toBe(new Date(start).toISOString());
  await staffContext.close();
});
