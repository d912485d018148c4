import type { Page } from "@playwright/test";
import { specViewerSettings } from "../app/features/panorama/spec-viewer-settings";
import { expect, test } from "./support/test";

/** The panorama file of scene name this project's screen gets: 2048 wide under 640 CSS px, else the full 4096. */
function panoramaFile(name: string): string {
  const small = (test.info().project.use.viewport?.width ?? 1280) < 640;
  return `/art/panoramas/${name}${small ? "-small" : ""}.jpg`;
}

/** Records every viewer Pannellum is asked to create: the container id and the config. */
async function recordViewers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __viewers: Array<{ id: unknown; config: unknown }>; __lib?: unknown };
    w.__viewers = [];
    Object.defineProperty(window, "pannellum", {
      configurable: true,
      get: () => w.__lib,
      set(lib: { viewer: (id: unknown, config: unknown) => unknown }) {
        const create = lib.viewer;
        lib.viewer = (id, config) => {
          w.__viewers.push({ id, config });
          return create.call(lib, id, config);
        };
        w.__lib = lib;
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __viewers: Array<{ id: string; config: Record<string, unknown> }> }).__viewers);
}

test("the 360° page creates a Pannellum viewer in #panorama with the spec's settings", async ({ page }) => {
  // Software WebGL on a shared machine is slow.
  test.setTimeout(90_000);
  const pannellumJs: string[] = [];
  page.on("request", (r) => {
    if (/pannellum.*\.js/.test(r.url())) pannellumJs.push(r.url());
  });
  const viewers = await recordViewers(page);
  await page.goto("/360-views");
  await expect(page.getByRole("heading", { level: 1, name: "Experience Your Space in 360°" })).toBeVisible();
  const strip = page.getByRole("list", { name: "Scenes" });
  await expect(strip.getByRole("button")).toHaveText(["Living Room", "Kitchen", "Garden"]);
  await expect(strip.getByRole("button", { name: "Living Room" })).toHaveAttribute("aria-pressed", "true");

  await expect(page.locator("#panorama.pnlm-container")).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator("#panorama .pnlm-render-container canvas")).toHaveCount(1);
  expect(pannellumJs.length).toBeGreaterThan(0);
  expect(await viewers()).toEqual([
    {
      id: "panorama",
      config: { ...specViewerSettings, panorama: panoramaFile("living-room") },
    },
  ]);
  await expect(page.locator("#panorama .pnlm-zoom-controls")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("#panorama .pnlm-compass")).toBeHidden();
});

test("switching scenes destroys the old viewer and creates a new one", async ({ page }) => {
  test.setTimeout(90_000);
  // Reduced motion keeps the software renderer idle between frames, so clicks are not starved.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const viewers = await recordViewers(page);
  await page.goto("/360-views");
  const strip = page.getByRole("list", { name: "Scenes" });
  await expect(page.locator("#panorama .pnlm-render-container")).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0, { timeout: 30_000 });

  await page.evaluate(() => document.querySelector("#panorama .pnlm-render-container")!.setAttribute("data-old", ""));
  const kitchen = page.waitForRequest((r) => new URL(r.url()).pathname === panoramaFile("kitchen"));
  await strip.getByRole("button", { name: "Kitchen" }).click();
  await kitchen;
  await expect(strip.getByRole("button", { name: "Kitchen" })).toHaveAttribute("aria-pressed", "true");
  await expect(strip.getByRole("button", { name: "Living Room" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator("[data-old]")).toHaveCount(0);
  await expect(page.locator("#panorama .pnlm-render-container")).toHaveCount(1);
  await expect(page.locator(".pnlm-container")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Kitchen" })).toBeVisible();

  await strip.getByRole("button", { name: "Garden" }).click();
  await expect(page.locator("#panorama .pnlm-render-container")).toHaveCount(1);
  const created = await viewers();
  expect(created.map((v) => v.config.panorama)).toEqual([panoramaFile("living-room"), panoramaFile("kitchen"), panoramaFile("garden")]);
  expect(created.every((v) => v.id === "panorama" && v.config.autoRotate === 0)).toBe(true);
});

test("Pannellum is loaded only on the 360° page @phone", async ({ page }) => {
  const pannellum: string[] = [];
  page.on("request", (r) => {
    if (/pannellum/i.test(r.url())) pannellum.push(r.url());
  });
  await page.goto("/site-service");
  await page.goto("/design-gallery/Bedroom-Designs");
  await expect(page.locator("article[data-design]").first()).toBeVisible();
  expect(pannellum).toEqual([]);
});

test("without WebGL the page shows the still image and says why @phone", async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/.test(type)) return null;
      return (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  await page.goto("/360-views");
  const fallback = page.getByTestId("panorama-fallback");
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole("img")).toHaveAttribute("src", "/art/panoramas/living-room.jpg");
  await expect(fallback).toContainText("it needs WebGL");
  await expect(page.locator(".pnlm-container")).toHaveCount(0);
  await page.getByRole("button", { name: "Garden" }).click();
  await expect(fallback.getByRole("img")).toHaveAttribute("src", "/art/panoramas/garden.jpg");
});

test("on iOS a visible button asks for motion access on a tap @phone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Like iOS Safari: the permission prompt only works from a tap; without one the request is refused.
  await page.addInitScript(() => {
    const w = window as unknown as { __granted: number };
    w.__granted = 0;
    (DeviceOrientationEvent as unknown as { requestPermission: () => Promise<string> }).requestPermission = async () => {
      if (!navigator.userActivation.isActive) throw new DOMException("Requires a user gesture", "NotAllowedError");
      w.__granted++;
      return "granted";
    };
  });
  await page.goto("/360-views");
  await expect(page.locator("#panorama.pnlm-container")).toHaveCount(1, { timeout: 15_000 });
  const ask = page.getByRole("button", { name: "Look around by moving your phone" });
  await expect(ask).toBeVisible();
  const granted = () => page.evaluate(() => (window as unknown as { __granted: number }).__granted);
  const before = await granted();
  await ask.tap();
  await expect(ask).toHaveCount(0);
  expect(await granted()).toBe(before + 1);
});
