import type { Page, Route } from "@playwright/test";
import { withoutFirstView } from "./support/first-view";
import { expect, test } from "./support/test";

const KITCHEN = "/design-gallery/Modular-Kitchen-Designs";

/** Keeps YouTube out of the tests: the iframe may be created, but nothing is fetched from it. */
async function blockYouTube(page: Page) {
  await page.route(/youtube(-nocookie)?\.com|youtu\.be|ytimg\.com/, (r) => r.abort());
}

const designCards = (page: Page) => page.locator("article[data-design]");

function fakeDesigns(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: 1000 + i,
    category: "Modular-Kitchen-Designs",
    type: "Normal",
    position: i + 1,
    title: `Test Kitchen ${i + 1}`,
    description: `Description of test kitchen ${i + 1}.`,
    features: [`Feature A${i + 1}`, `Feature B${i + 1}`],
    images: [
      { url: "/art/designs/modular-kitchen/normal-1.svg", alt: `Kitchen ${i + 1} first view` },
      { url: "/art/designs/modular-kitchen/normal-2.svg", alt: `Kitchen ${i + 1} second view` },
    ],
  }));
}

// These tests drive the gallery through its API (fake answers, failures, waits); first-view.spec.ts
// covers the first view the server writes into the page.
test.beforeEach(async ({ page }) => {
  await blockYouTube(page);
  await withoutFirstView(page);
});

test("the gallery lists 4 Normal designs from the API, with heading, selector and category bar @phone", async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().includes("/api/designs?") && r.url().includes("type=Normal"));
  await page.goto(KITCHEN);
  const res = await answer;
  expect(new URL(res.url()).searchParams.get("category")).toBe("Modular-Kitchen-Designs");
  const api = (await res.json()) as Array<{ title: string }>;

  await expect(page.getByRole("heading", { level: 1, name: "Modular Kitchen Designs" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Normal" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Luxury" })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "Ultra Premium" })).not.toBeChecked();

  const bar = page.getByRole("navigation", { name: "Design categories" });
  await expect(bar.getByRole("link")).toHaveCount(11);
  await expect(bar.getByRole("link", { name: "Modular Kitchen" })).toHaveAttribute("aria-current", "page");
  await expect(bar.getByRole("link", { name: "Wardrobe" })).toHaveAttribute("href", "/design-gallery/Wardrobe-Designs");
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");

  await expect(designCards(page)).toHaveCount(4);
  for (const d of api.slice(0, 4)) {
    await expect(page.getByRole("heading", { level: 2, name: d.title })).toBeVisible();
  }
  const first = designCards(page).first();
  await expect(first.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/get-free-estimate");
  await expect(first.getByRole("img").first()).toBeVisible();
  // No page-wide sideways scrolling on any screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("choosing a design type reloads the list for that tier @phone", async ({ page }) => {
  await page.goto(KITCHEN);
  await expect(designCards(page)).toHaveCount(4);
  const normalTitle = await designCards(page).first().getByRole("heading").innerText();

  const luxury = page.waitForResponse((r) => r.url().includes("/api/designs?") && new URL(r.url()).searchParams.get("type") === "Luxury");
  await page.getByRole("radio", { name: "Luxury" }).check();
  await luxury;
  await expect(page.getByRole("radio", { name: "Luxury" })).toBeChecked();
  await expect(designCards(page).first().getByRole("heading")).not.toHaveText(normalTitle);
  await expect(designCards(page)).toHaveCount(4);

  // Arrow keys move through the radio group like any other.
  const ultra = page.waitForResponse((r) => new URL(r.url()).searchParams.get("type") === "Ultra Premium");
  await page.getByRole("radio", { name: "Luxury" }).press("ArrowRight");
  await ultra;
  await expect(page.getByRole("radio", { name: "Ultra Premium" })).toBeChecked();
});

test("a category pill navigates and reloads that category @phone", async ({ page }) => {
  await page.goto(KITCHEN);
  await expect(designCards(page)).toHaveCount(4);
  const wardrobe = page.waitForResponse((r) => new URL(r.url()).searchParams.get("category") === "Wardrobe-Designs");
  await page.getByRole("navigation", { name: "Design categories" }).getByRole("link", { name: "Wardrobe" }).click();
  await wardrobe;
  await expect(page).toHaveURL(/\/design-gallery\/Wardrobe-Designs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wardrobe Designs" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Design categories" }).getByRole("link", { name: "Wardrobe" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(designCards(page)).toHaveCount(4);
});

test("Load More shows 4 more each time and disappears when all are shown @phone", async ({ page }) => {
  await page.route("**/api/designs?*", (r: Route) => r.fulfill({ json: fakeDesigns(10) }));
  await page.goto(KITCHEN);
  await expect(designCards(page)).toHaveCount(4);
  const more = page.getByRole("button", { name: "Load More" });
  await more.click();
  await expect(designCards(page)).toHaveCount(8);
  await more.click();
  await expect(designCards(page)).toHaveCount(10);
  await expect(more).toHaveCount(0);
});

test("Load More on the seeded six: one click shows all and removes the button @phone", async ({ page }) => {
  await page.goto("/design-gallery/Bathroom-Designs");
  await expect(designCards(page)).toHaveCount(4);
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(designCards(page)).toHaveCount(6);
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
});

test("Explore more reveals description and Special Features, one design at a time @phone", async ({ page }) => {
  await page.route("**/api/designs?*", (r: Route) => r.fulfill({ json: fakeDesigns(4) }));
  await page.goto(KITCHEN);
  const [a, b] = [designCards(page).nth(0), designCards(page).nth(1)];
  await expect(a.getByText("Description of test kitchen 1.")).toBeHidden();

  await a.getByRole("button", { name: "Explore more" }).click();
  await expect(a.getByText("Description of test kitchen 1.")).toBeVisible();
  await expect(a.getByRole("heading", { name: "Special Features" })).toBeVisible();
  await expect(a.getByText("Feature A1")).toBeVisible();
  await expect(a.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");

  await b.getByRole("button", { name: "Explore more" }).click();
  await expect(b.getByText("Description of test kitchen 2.")).toBeVisible();
  await expect(a.getByText("Description of test kitchen 1.")).toBeHidden();
  await expect(a.getByRole("button", { name: "Explore more" })).toHaveAttribute("aria-expanded", "false");

  await b.getByRole("button", { name: "Show less" }).click();
  await expect(b.getByText("Description of test kitchen 2.")).toBeHidden();
});

test("Watch Video shows a youtube-nocookie player only on demand, Close Video removes it @phone", async ({ page }) => {
  const links = ["https://www.youtube.com/watch?v=AAAAAAAAAAA", "https://youtu.be/BBBBBBBBBBB", "https://www.youtube.com/embed/CCCCCCCCCCC"];
  const designs = fakeDesigns(4).map((d, i) => (i < 3 ? { ...d, ytUrl: links[i] } : d));
  await page.route("**/api/designs?*", (r: Route) => r.fulfill({ json: designs }));
  await page.goto(KITCHEN);
  await expect(designCards(page)).toHaveCount(4);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(designCards(page).nth(3).getByRole("button", { name: "Watch Video" })).toHaveCount(0);

  const ids = ["AAAAAAAAAAA", "BBBBBBBBBBB", "CCCCCCCCCCC"];
  for (let i = 0; i < 3; i++) {
    const card = designCards(page).nth(i);
    await card.getByRole("button", { name: "Watch Video" }).click();
    const frame = card.locator("iframe");
    await expect(frame).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${ids[i]}`);
    await expect(frame).toHaveAttribute("title", `Video: Test Kitchen ${i + 1}`);
    await card.getByRole("button", { name: "Close Video" }).click();
    await expect(card.locator("iframe")).toHaveCount(0);
  }
});

test("the seeded gallery's third design has a working video toggle @phone", async ({ page }) => {
  await page.goto(KITCHEN);
  const third = designCards(page).nth(2);
  await third.getByRole("button", { name: "Watch Video" }).click();
  await expect(third.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/);
});

test("an empty category shows the empty text @phone", async ({ page }) => {
  await page.route("**/api/designs?*", (r: Route) => r.fulfill({ json: [] }));
  await page.goto("/design-gallery/Home-Office-Designs");
  await expect(page.getByText("No Home Office Designs designs available for this category.")).toBeVisible();
  await expect(designCards(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
});

test("a failed load shows the empty text, and Loading... shows while waiting @phone", async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/designs?*", async (r: Route) => {
    await gate;
    await r.fulfill({ status: 500, json: { error: "Something went wrong." } });
  });
  await page.goto("/design-gallery/1BHK-Designs");
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  release();
  await expect(page.getByText("No 1BHK Designs designs available for this category.")).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
});

test("desktop: thumbnails choose the main image of each design separately @desktop", async ({ page }) => {
  await page.route("**/api/designs?*", (r: Route) => r.fulfill({ json: fakeDesigns(4) }));
  await page.goto(KITCHEN);
  const [a, b] = [designCards(page).nth(0), designCards(page).nth(1)];
  await expect(a.getByRole("img", { name: "Kitchen 1 first view" })).toBeVisible();
  await a.getByRole("button", { name: "Show image 2 of 2" }).click();
  await expect(a.getByRole("button", { name: "Show image 2 of 2" })).toHaveAttribute("aria-pressed", "true");
  await expect(a.getByRole("img", { name: "Kitchen 1 second view" })).toBeVisible();
  await expect(b.getByRole("img", { name: "Kitchen 2 first view" })).toBeVisible();
});

test("phone: each design is a swipe carousel with its own position @phone", async ({ page }) => {
  await page.route("**/api/designs?*", (r: Route) => r.fulfill({ json: fakeDesigns(4) }));
  await page.goto(KITCHEN);
  const a = designCards(page).nth(0);
  const carousel = a.getByRole("group", { name: "Images of Test Kitchen 1" });
  await expect(carousel).toBeVisible();
  await expect(a.getByText("1 / 2")).toBeVisible();

  await carousel.scrollIntoViewIfNeeded();
  // A horizontal drag across the image, above the arrow buttons (Embla treats it like a swipe).
  const box = (await carousel.boundingBox())!;
  const y = box.y + box.height * 0.3;
  await page.mouse.move(box.x + box.width * 0.9, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width * (0.9 - i * 0.08), y);
  await page.mouse.up();
  await expect(a.getByText("2 / 2")).toBeVisible();
  await expect(designCards(page).nth(1).getByText("1 / 2")).toBeVisible();

  await a.getByRole("button", { name: "Previous image" }).click();
  await expect(a.getByText("1 / 2")).toBeVisible();

  // By keyboard: the arrow that becomes disabled hands focus to the other one.
  await a.getByRole("button", { name: "Next image" }).focus();
  await page.keyboard.press("Enter");
  await expect(a.getByText("2 / 2")).toBeVisible();
  await expect(a.getByRole("button", { name: "Previous image" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(a.getByText("1 / 2")).toBeVisible();
  await expect(a.getByRole("button", { name: "Next image" })).toBeFocused();
});
