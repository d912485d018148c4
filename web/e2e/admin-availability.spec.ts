// The owner's availability editor: a wrong weekday's hours come back with the readable sentence next to them; a
// place's capacity set to 0 and saved takes it off the visitors' list at once.
import type { Page, TestInfo } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openAdminMenu } from "./support/admin";
import { signInOwnerFirstTime } from "./support/owner";
import { startSite, type RunningSite } from "./support/site";
import { addStaffAccounts } from "./support/staff";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: the owner's first sign-in turns on two-factor, which the shared site's other tests must not see.
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "nivaas-e2e-availability-"));
  addStaffAccounts(dataDir);
  site = await startSite({
    dataDir,
    removeDataDir: true,
    env: { TRUSTED_PROXIES: "127.0.0.1/32" },
  });
});

test.afterAll(async () => {
  await site?.stop();
});

async function signInAsOwner(page: Page, testInfo: TestInfo) {
  await signInOwnerFirstTime(page, site.baseURL, testInfo.project.name, `203.0.${testInfo.project.name === "phone" ? 120 : 121}.7`);
}

test("the owner corrects a weekday's hours and stops video calls; visitors no longer see them", async ({
  page,
}, testInfo) => {
  const shots = `/work/shots/appt25b/${testInfo.project.name}`;
  const places = async () =>
    (
      (await (
        await page.request.get(`${site.baseURL}/api/appointments/places`)
      ).json()) as { places: { id: string }[] }
    ).places.map((p) => p.id);
  expect(await places()).toContain("video");

  await signInAsOwner(page, testInfo);
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
  await page.screenshot({
    path: `${shots}-availability-error.png`,
    fullPage: true,
  });
  expect(await places()).toContain("video");

  await page.getByLabel("Monday opens").fill("10:00");
  await page.getByLabel("Monday closes").fill("17:00");
  await page.getByLabel("Meetings at once").fill("0");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(
    page.getByText("Saved. New bookings follow these times."),
  ).toBeVisible();
  await page.screenshot({
    path: `${shots}-availability-saved.png`,
    fullPage: true,
  });
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
});
