import { afterEach, describe, expect, it, vi } from "vitest";
import { hasWebGL, needsOrientationPermission, POLL_MS, waitForPannellum } from "./load-pannellum";
import { panoramaConfig } from "./panorama-config";

vi.mock("pannellum/build/pannellum.js", () => ({}));
vi.mock("pannellum/build/pannellum.css", () => ({}));

describe("panoramaConfig", () => {
  it("has the spec's settings", () => {
    expect(panoramaConfig("/art/panoramas/kitchen.jpg")).toEqual({
      type: "equirectangular",
      panorama: "/art/panoramas/kitchen.jpg",
      autoLoad: true,
      autoRotate: -0.5,
      showControls: true,
      showZoomCtrl: true,
      mouseZoom: true,
      compass: false,
      orientationOnByDefault: true,
    });
  });

  it("does not rotate for visitors who ask for reduced motion", () => {
    expect(panoramaConfig("/x.jpg", true).autoRotate).toBe(0);
    expect(panoramaConfig("/x.jpg", false).autoRotate).toBe(-0.5);
  });
});

describe("waitForPannellum", () => {
  afterEach(() => {
    vi.useRealTimers();
    delete window.pannellum;
  });

  it("polls every 100 ms until window.pannellum appears", async () => {
    vi.useFakeTimers();
    expect(POLL_MS).toBe(100);
    let done = false;
    const found = waitForPannellum(new AbortController().signal).then((p) => {
      done = true;
      return p;
    });
    await vi.advanceTimersByTimeAsync(350);
    expect(done).toBe(false);
    const lib = { viewer: vi.fn() };
    window.pannellum = lib as unknown as Window["pannellum"];
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
    await expect(found).resolves.toBe(lib);
  });

  it("stops polling when aborted", async () => {
    const abort = new AbortController();
    const waiting = waitForPannellum(abort.signal);
    abort.abort(new Error("left the page"));
    await expect(waiting).rejects.toThrow("left the page");
  });
});

describe("capability checks", () => {
  it("reports no WebGL in jsdom and no iOS permission prompt", () => {
    expect(hasWebGL()).toBe(false);
    expect(needsOrientationPermission()).toBe(false);
  });
});
