import { expect, test } from "./support/test";

test("the viewer's frame shows a light still of the scene until the 360° view is on screen @phone", async ({ page }) => {
  // Software WebGL on a shared machine is slow.
  test.setTimeout(90_000);
  // The panorama (the full file, or the 2048-wide one on a phone) is held back so the still is certainly on screen first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/art\/panoramas\/living-room(-small)?\.jpg$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/360-views");
  const viewer = page.getByRole("region", { name: /360° view: Living Room/ });
  const still = viewer.getByRole("img", { name: "Still of the living room while the 360° view loads" });
  await expect(still).toBeVisible();
  await expect(still).toHaveAttribute("src", "/art/panoramas/living-room-preview.jpg");
  expect(await still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
  await expect(viewer.getByRole("status")).toHaveText("Loading...");

  release();
  await expect(viewer.getByRole("status")).toHaveCount(0, { timeout: 60_000 });
  await expect(still).toHaveCount(0);
  await expect(page.locator("#panorama .pnlm-render-container canvas")).toHaveCount(1);
});
