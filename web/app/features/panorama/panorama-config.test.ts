import { afterEach, describe, expect, it, vi } from "vitest";
import { hasWebGL, isWebGLError, needsOrientationPermission, POLL_MS, waitForPannellum, whenIdle } from "./load-pannellum";
import { panoramaConfig, panoramaSrc, SMALL_SCREEN } from "./panorama-config";
import { scenes } from "./scenes";
import { specViewerSettings } from "./spec-viewer-settings";

vi.mock("pannellum/build/pannellum.js", () => ({}));
vi.mock("pannellum/build/pannellum.css", () => ({}));

describe("panoramaConfig", () => {
  it("has the spec's settings", () => {
    expect(panoramaConfig("/art/panoramas/kitchen.jpg")).toEqual({ ...specViewerSettings, panorama: "/art/panoramas/kitchen.jpg" });
  });

  it("does not rotate for visitors who ask for reduced motion", () => {
    expect(panoramaConfig("/x.jpg", true).autoRotate).toBe(0);
    expect(panoramaConfig("/x.jpg", false).autoRotate).toBe(-0.5);
  });
});

describe("panoramaSrc", () => {
  it("gives screens under 640 px the 2048-wide file and wider screens the full one", () => {
    expect(SMALL_SCREEN).toBe("(max-width: 639px)");
    const kitchen = scenes.find((s) => s.key === "kitchen")!;
    expect(panoramaSrc(kitchen, true)).toBe("/art/panoramas/kitchen-small.jpg");
    expect(panoramaSrc(kitchen, false)).toBe("/art/panoramas/kitchen.jpg");
  });

  it("has a small file beside every full one", () => {
    for (const s of scenes) expect(s.srcSmall).toBe(s.src.replace(/\.jpg$/, "-small.jpg"));
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

  it("tells Pannellum's no-WebGL error from a panorama that failed to load", () => {
    expect(isWebGLError("Your browser does not have the necessary WebGL support to display this panorama.")).toBe(true);
    expect(isWebGLError("The file /art/panoramas/kitchen.jpg could not be accessed.")).toBe(false);
    expect(isWebGLError(undefined)).toBe(false);
  });
});

describe("whenIdle", () => {
  it("resolves by its timeout at the latest, and rejects when aborted first", async () => {
    await expect(whenIdle(new AbortController().signal, 10)).resolves.toBeUndefined();
    const abort = new AbortController();
    const waiting = whenIdle(abort.signal, 60_000);
    abort.abort(new Error("left the page"));
    await expect(waiting).rejects.toThrow("left the page");
  });
});
