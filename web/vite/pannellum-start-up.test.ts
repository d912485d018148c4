import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { transformPannellumStartUp } from "./pannellum-start-up";

const pannellumJs = readFileSync(createRequire(import.meta.url).resolve("pannellum/build/pannellum.js"), "utf8");

describe("transformPannellumStartUp", () => {
  it("uploads a decoded panorama in bands, one task each, and checks for WebGL errors in a task after the last", () => {
    const out = transformPannellumStartUp(pannellumJs);
    expect(out).toContain("a.texImage2D(t,0,a.RGB,m.width,m.height,0,a.RGB,a.UNSIGNED_BYTE,null);");
    expect(out).toContain("a.texSubImage2D(t,0,0,y0,a.RGB,a.UNSIGNED_BYTE,s)");
    expect(out).toContain("})(y,c.texture,8):void a.texImage2D(y,0,a.RGB,a.RGB,a.UNSIGNED_BYTE,m))");
    expect(out).toContain(
      'Promise.resolve(a.__upload).then(function(){setTimeout(function(){var x=a.getError();0!==x&&console.log("Error: Something went wrong with WebGL!",x);e(0!==x)})})}',
    );
    expect(out).not.toContain("I=a.getError();if(0!==I)throw");
    // An error found late still shows Pannellum's error instead of the viewer.
    expect(out).toContain("b.vOffset*Math.PI/180,function(x){x?K():S()},a);");
    expect(() => new Function(out)).not.toThrow();
  });

  it("fails the build when Pannellum's code no longer has the anchors", () => {
    expect(() => transformPannellumStartUp("window.pannellum={}")).toThrow(/update vite\/pannellum-start-up.ts/);
  });
});
