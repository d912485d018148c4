import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";

const routes: Array<[string, string]> = [
  ["/design-gallery/Modular-Kitchen-Designs", "article[data-design]"],
  ["/recent-projects", "main article"],
  ["/reviews", "main figure"],
  ["/Aboutus", "main h1"],
  ["/faqs", "main h1"],
  ["/demo-360", "main h1"],
  ["/site-service", "main table"],
  ["/360-views", "#panorama.pnlm-container"],
];

for (const [path, ready] of routes) {
  test(`axe: no serious or critical violations on ${path}`, async ({ page }) => {
    test.setTimeout(60_000);
    // Keeps the 360° viewer from rotating, so software WebGL does not starve the audit.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.route(/youtube(-nocookie)?\.com|youtu\.be/, (r) => r.abort());
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeAttached({ timeout: 15_000 });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
    expect(bad, bad.join("\n")).toEqual([]);
  });
}

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
