import { expect, test } from "./support/test";

// vite/pannellum-frames.ts: the viewer keeps auto-rotating at the spec's speed, with a canvas of at most
// one device pixel per CSS pixel, drawn each time the view has turned half a canvas pixel (about three
// times a second on a phone) while nothing else moves.
test("the auto-rotating viewer draws a capped canvas each half pixel it turns @phone", async ({ page }) => {
  // Software WebGL on a shared machine is slow.
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: number; __viewer?: { getYaw(): number }; __lib?: unknown };
    w.__frames = 0;
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => raf((t) => (w.__frames++, cb(t)));
    // Keeps the viewer Pannellum creates, to read its yaw.
    Object.defineProperty(window, "pannellum", {
      configurable: true,
      get: () => w.__lib,
      set(lib: { viewer: (...a: unknown[]) => { getYaw(): number } }) {
        const create = lib.viewer;
        lib.viewer = (...a) => (w.__viewer = create.apply(lib, a));
        w.__lib = lib;
      },
    });
  });
  await page.goto("/360-views");
  const viewer = page.getByRole("region", { name: /360° view: Living Room/ });
  await expect(viewer.getByRole("status")).toHaveCount(0, { timeout: 60_000 });

  const sample = () =>
    page.evaluate(() => {
      const w = window as unknown as { __frames: number; __viewer: { getYaw(): number } };
      const canvas = document.querySelector<HTMLCanvasElement>("#panorama canvas")!;
      return { frames: w.__frames, yaw: w.__viewer.getYaw(), ratio: canvas.width / canvas.clientWidth, dpr: window.devicePixelRatio, t: performance.now() };
    });
  const before = await sample();
  await page.waitForTimeout(3_000);
  const after = await sample();

  expect(before.dpr).toBe(2);
  expect(after.ratio).toBeLessThanOrEqual(1);
  expect(after.ratio).toBeGreaterThan(0.95);
  const seconds = (after.t - before.t) / 1000;
  // Half a pixel of a ~350-pixel canvas showing 100° at half a degree a second: ~290 ms (a display would give 60 a second).
  expect((after.frames - before.frames) / seconds).toBeLessThanOrEqual(6);
  expect(after.frames - before.frames).toBeGreaterThan(1);
  // Still turning at the spec's -0.5 (half a degree a second), in Pannellum's direction for it.
  const turned = after.yaw - before.yaw;
  expect(turned / seconds).toBeGreaterThan(0.1);
  expect(turned / seconds).toBeLessThan(1);
});
