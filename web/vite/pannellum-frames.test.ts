import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { transformPannellumFrames } from "./pannellum-frames";

const pannellumJs = readFileSync(createRequire(import.meta.url).resolve("pannellum/build/pannellum.js"), "utf8");

describe("transformPannellumFrames", () => {
  it("caps the canvas's pixel ratio and draws an auto-rotating view each half pixel it turns", () => {
    const out = transformPannellumFrames(pannellumJs);
    expect(out).toContain("this.resize=function(){var g=Math.min(E.devicePixelRatio||1,1);");
    expect(out).not.toContain("var g=E.devicePixelRatio||1;");
    expect(out).toContain(
      "(b.autoRotate=Z,da.lookAt(Ga,p,ra,3E3)),b.autoRotate&&H&&!(O.pitch||O.yaw||O.hfov)?setTimeout(function(){requestAnimationFrame(ca)}," +
        "Math.min(1E3,500*b.hfov/Math.abs(b.autoRotate)/C.getCanvas().width)):requestAnimationFrame(ca);",
    );
    // Dragging and keys keep their frame-by-frame path.
    expect(out).toContain("ha||!0===X)requestAnimationFrame(ca);");
    expect(() => new Function(out)).not.toThrow();
  });

  it("fails the build when Pannellum's code no longer has the anchors", () => {
    expect(() => transformPannellumFrames("window.pannellum={}")).toThrow(/update vite\/pannellum-frames.ts/);
  });
});
