import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { transformPannellum } from "./pannellum-image-bitmap";

const pannellumJs = readFileSync(createRequire(import.meta.url).resolve("pannellum/build/pannellum.js"), "utf8");

describe("transformPannellum", () => {
  it("hands WebGL an ImageBitmap when the browser can make one, keeping Pannellum's path otherwise", () => {
    const out = transformPannellum(pannellumJs);
    expect(out).toContain('"createImageBitmap"in E?E.createImageBitmap(a,E.matchMedia("(max-width: 639px)").matches?{resizeWidth:2048,resizeQuality:"high"}:{}).then(');
    expect(out.split("P.src=E.URL.createObjectURL(a)")).toHaveLength(3);
    expect(() => new Function(out)).not.toThrow();
  });

  it("fails the build when Pannellum's code no longer has the anchors", () => {
    expect(() => transformPannellum("window.pannellum={}")).toThrow(/update vite\/pannellum-image-bitmap.ts/);
  });
});
