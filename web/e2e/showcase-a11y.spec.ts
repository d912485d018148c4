// axe on the gallery with a design expanded and its video open (every page itself: pages.spec.ts).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";

test("axe: the gallery with a design expanded and its video open", async ({ page }) => {
  await page.route(/youtube(-nocookie)?\.com|youtu\.be/, (r) => r.abort());
  await page.goto("/design-gallery/Living-Room-Designs");
  const third = page.locator("article[data-design]").nth(2);
  await third.getByRole("button", { name: "Explore more" }).click();
  await third.getByRole("button", { name: "Watch Video" }).click();
  await expect(third.locator("iframe")).toBeAttached();
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(bad).toEqual([]);
});
