import type { Page, Route } from "@playwright/test";
import { withoutFirstView } from "./support/first-view";
import { expect, test } from "./support/test";

const cards = (page: Page) => page.getByRole("main").locator("article");

test("recent projects: 4 newest cards with image, name and designer, Load More until gone @phone", async ({ page, request }) => {
  const all = (await (await request.get("/api/recent-projects")).json()) as Array<{ name: string; designer: string }>;
  expect(all.length).toBeGreaterThan(8);

  await page.goto("/recent-projects");
  await expect(cards(page)).toHaveCount(4);
  for (const [i, p] of all.slice(0, 4).entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(p.name);
    await expect(card).toContainText(`Designed by ${p.designer}`);
    await expect(card.getByRole("img").first()).toBeVisible();
    await expect(card.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/get-free-estimate");
  }
  const more = page.getByRole("button", { name: "Load More" });
  let shown = 4;
  while (shown < all.length) {
    await more.click();
    shown = Math.min(all.length, shown + 4);
    await expect(cards(page)).toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  await expect(cards(page).last().getByRole("heading", { level: 2 })).toHaveText(all[all.length - 1]!.name);
});

test("More Details shows area, property type, timeline, location, brief and images, one project at a time @phone", async ({ page, request }) => {
  const [p0, p1] = (await (await request.get("/api/recent-projects")).json()) as Array<{
    area: string;
    propertyType: string;
    timeline: string;
    location: string;
    caseBrief: string;
    images: unknown[];
  }>;
  await page.goto("/recent-projects");
  const [a, b] = [cards(page).nth(0), cards(page).nth(1)];
  await expect(a.getByText(p0!.caseBrief)).toBeHidden();

  await a.getByRole("button", { name: "More Details" }).click();
  await expect(a.getByRole("button", { name: "More Details" })).toHaveAttribute("aria-expanded", "true");
  for (const text of [p0!.area, p0!.propertyType, p0!.timeline, p0!.location, p0!.caseBrief]) {
    await expect(a.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(a.getByRole("list", { name: /^Rooms of / }).getByRole("img")).toHaveCount(p0!.images.length);

  await b.getByRole("button", { name: "More Details" }).click();
  await expect(b.getByText(p1!.caseBrief)).toBeVisible();
  await expect(a.getByText(p0!.caseBrief)).toBeHidden();

  await b.getByRole("button", { name: "More Details" }).click();
  await expect(b.getByText(p1!.caseBrief)).toBeHidden();
});

test("recent projects: Loading... then the empty state for an empty list @phone", async ({ page }) => {
  await withoutFirstView(page);
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/recent-projects", async (r: Route) => {
    await gate;
    await r.fulfill({ json: [] });
  });
  await page.goto("/recent-projects");
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  release();
  await expect(page.getByText("No recent projects to show yet. Please check back soon.")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
});

test("recent projects: a failed load shows the empty state @phone", async ({ page }) => {
  await withoutFirstView(page);
  await page.route("**/api/recent-projects", (r: Route) => r.fulfill({ status: 500, json: { error: "Something went wrong." } }));
  await page.goto("/recent-projects");
  await expect(page.getByText("No recent projects to show yet. Please check back soon.")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});
