// Issue 41, items 3 and 4: the "Pick a time" dialog after the consultation form sits where a dialog belongs
// (a sheet along the bottom of a phone, centred on a desktop), and a time taken meanwhile is said beside the
// Book button, in view, with the next free times to pick from.
import type { APIRequestContext, Page } from "@playwright/test";
import { unique } from "./support/records";
import { expect, test } from "./support/test";

/** Sends the consultation form as a new visitor from Pune; returns the "Pick a time" dialog once its times show. */
async function consultation(page: Page, name: string) {
  await page.addInitScript(() => window.sessionStorage.setItem("nivaas:consultation-done", "1"));
  await page.goto("/");
  await page.getByRole("button", { name: "Book A Free Consultation" }).first().click();
  const form = page.getByRole("dialog", { name: "Book A Free Consultation" });
  await form.getByLabel("Property type").selectOption("3 BHK");
  await form.getByLabel("Location").selectOption("Pune");
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByLabel("Mobile number").fill("98765 43210");
  await form.getByRole("button", { name: "Submit" }).click();
  const dialog = page.getByRole("dialog", { name: "Pick a time" });
  await expect(dialog.locator('input[name="start"]').first()).toBeAttached({ timeout: 15_000 });
  return dialog;
}

/** Another visitor books placeId at start through the API, as the form's next step would. */
async function bookAsAnother(request: APIRequestContext, placeId: string, start: string) {
  const lead = await request.post("/api/leads", {
    data: { propertyType: "2 BHK", location: "Pune", name: "Someone Quicker", mobile: "9123456780", email: null, whatsappUpdates: false, page: "/" },
  });
  expect(lead.status()).toBe(201);
  const { bookingToken } = (await lead.json()) as { bookingToken: string };
  const booked = await request.post("/api/appointments", { data: { bookingToken, placeId, start } });
  expect(booked.status()).toBe(201);
}

test("the Pick a time dialog is a sheet on a phone and centred on a desktop", async ({ page }, testInfo) => {
  const dialog = await consultation(page, unique("Dialog Place", testInfo));
  const box = (await dialog.boundingBox())!;
  const view = page.viewportSize()!;
  if (testInfo.project.name === "phone") {
    // Full width, resting on the bottom edge.
    expect(box.x).toBe(0);
    expect(box.width).toBe(view.width);
    expect(Math.abs(box.y + box.height - view.height)).toBeLessThanOrEqual(1);
  } else {
    // Centred both ways, clear of the header at the top.
    expect(Math.abs(box.x - (view.width - box.x - box.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y - (view.height - box.y - box.height))).toBeLessThanOrEqual(1);
    expect(box.y).toBeGreaterThan(0);
    expect(box.width).toBeLessThanOrEqual(640);
  }
});

test("@phone a time taken meanwhile is said beside the button, in view, with the next free times", async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const dialog = await consultation(page, unique("Slow Booker", testInfo));
  await expect(dialog.getByLabel("Where?")).toHaveValue("centre-pune");
  const first = dialog.locator('input[name="start"]').first();
  const start = (await first.getAttribute("value"))!;
  await first.locator("xpath=..").click();
  // Both places of that hour go to others while this visitor reads the notice.
  await bookAsAnother(request, "centre-pune", start);
  await bookAsAnother(request, "centre-pune", start);

  await dialog.getByRole("button", { name: "Book this time" }).click();
  const problem = dialog.getByRole("alert").filter({ hasText: "That time was just taken — please pick another." });
  await expect(problem).toBeVisible();
  await expect(problem).toBeInViewport();
  await expect(problem.getByText("The next free times:")).toBeInViewport();
  const next = problem.getByRole("button").first();
  await expect(next).toBeVisible();
  const picked = (await next.innerText()).trim();
  await next.click();
  await expect(problem).toBeHidden();
  await dialog.getByRole("button", { name: "Book this time" }).click();
  const booked = page.getByRole("dialog", { name: "Your consultation is booked" });
  await expect(booked.getByRole("heading", { name: "Your consultation is booked" })).toBeVisible();
  await expect(booked.getByTestId("appointment-confirmation")).toContainText(picked.split(", ")[1]!);
});
