// The owner's availability editor: a wrong weekday's hours come back with the readable sentence next to them; a
// place's capacity set to 0 and saved takes it off the visitors' list at once; a place added is bookable once saved and a removed one is gone.
import type { Page } from "@playwright/test";
import { openAdminMenu } from "./support/admin";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: the changed hours and centres must not reach the shared site's booking tests.
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  site = await startSiteWithStaff("availability");
});

test.afterAll(async () => {
  await site?.stop();
});

/** Saves the editor and waits for the server's answer (the "Saved" notice of the last save may still show). */
async function saveAvailability(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/admin/appointments/availability") && r.request().method() === "PUT");
  await page.getByRole("button", { name: "Save availability" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Saved. New bookings follow these times.")).toBeVisible();
}

test("the owner corrects a weekday's hours and stops video calls; visitors no longer see them; a new city's centre is added, booked and removed @desktop", async ({
  page,
}, testInfo) => {
  const places = async () =>
    (
      (await (
        await page.request.get(`${site.baseURL}/api/appointments/places`)
      ).json()) as { places: { id: string }[] }
    ).places.map((p) => p.id);
  expect(await places()).toContain("video");

  await signInAs(page, "owner", testInfo, site.baseURL);
  await openAdminMenu(page);
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Availability" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Availability", level: 1 }),
  ).toBeVisible();

  await page.getByLabel("Place").selectOption({ label: "Video call" });
  await expect(page.getByRole("group", { name: "Video call" })).toBeVisible();
  await page.getByLabel("Monday opens").fill("18:00");
  await page.getByLabel("Monday closes").fill("09:00");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(
    page.getByText(
      "Give opening and closing times as HH:MM, opening first, or leave both empty.",
    ),
  ).toBeVisible();
  await shot(page, testInfo, "availability-error", { fullPage: true });
  expect(await places()).toContain("video");

  await page.getByLabel("Monday opens").fill("10:00");
  await page.getByLabel("Monday closes").fill("17:00");
  await page.getByLabel("Meetings at once").fill("0");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(
    page.getByText("Saved. New bookings follow these times."),
  ).toBeVisible();
  await shot(page, testInfo, "availability-saved", { fullPage: true });
  expect(await places()).not.toContain("video");

  const saved = (await (
    await page.request.get(
      `${site.baseURL}/api/admin/appointments/availability`,
    )
  ).json()) as {
    version: number;
    places: {
      id: string;
      capacity: number;
      week: { opens: string; closes: string }[];
    }[];
  };
  expect(saved.version).toBe(2);
  expect(saved.places.find((p) => p.id === "video")).toMatchObject({
    capacity: 0,
    week: expect.arrayContaining([{ opens: "10:00", closes: "17:00" }]),
  });

  // A new city: the owner adds its experience centre, saves, and visitors can book there; removing it takes it away.
  const city = testInfo.project.name === "phone" ? "Mysuru" : "Nashik";
  const id = `centre-${city.toLowerCase()}`;
  const adding = page.getByRole("group", { name: "Add a place" });
  await adding.getByLabel("Kind").selectOption({ label: "Experience centre" });
  await adding.getByLabel("City").fill(city);
  await adding.getByRole("button", { name: "Add place" }).click();
  await expect(adding.getByText("Give the centre's address.")).toBeVisible();
  await adding.getByLabel("Address").fill(`12 Main Road, ${city}`);
  await adding.getByRole("button", { name: "Add place" }).click();
  await expect(page.getByLabel("Place")).toHaveValue(/\d+/);
  await expect(page.getByRole("group", { name: `${city} Experience Centre` })).toBeVisible();
  await saveAvailability(page);
  expect(await places()).toContain(id);
  const slots = (await (await page.request.get(`${site.baseURL}/api/appointments/slots?place=${id}`)).json()) as { slots: unknown[] };
  expect(slots.slots.length).toBeGreaterThan(0);
  await shot(page, testInfo, "availability-added", { fullPage: true });

  await page.getByRole("button", { name: `Remove ${city} Experience Centre` }).click();
  await saveAvailability(page);
  expect(await places()).not.toContain(id);
});
