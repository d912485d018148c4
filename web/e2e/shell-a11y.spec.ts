// axe on the shell's open menus: the phone menu and a desktop dropdown (every page itself: pages.spec.ts).
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("the open mobile menu has no serious accessibility violations @phone", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("button", { name: "Cities" }).click();
  await expect(menu.getByRole("link", { name: "Mumbai" })).toBeVisible();
  await page.waitForTimeout(400);
  expect(await seriousViolations(page)).toEqual([]);
});

test("an open dropdown has no serious accessibility violations @desktop", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Design Gallery" }).hover();
  await expect(nav.getByRole("link", { name: "Modular Kitchen" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
