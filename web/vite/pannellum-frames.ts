import type { Plugin } from "vite";

// Pannellum redraws the whole panorama every animation frame while it auto-rotates, at the screen's full
// pixel ratio. Two changes cut that work without changing what a visitor sees:
// - The canvas is drawn at most MAX_PIXEL_RATIO device pixels per CSS pixel, and the compositor scales it up.
//   The 2048-wide panorama a phone gets has about 1.5 source pixels per CSS pixel of a phone-wide frame at
//   the starting 100° view (2048 × 100/360 over ~370 px), the 4096-wide one under 1 on a desktop frame, so
//   the picture keeps most of its detail, while a phone's 2.6 ratio would cost the fragment shader seven
//   times the pixels on every frame (in Lighthouse's software WebGL, 1.5 already gave 40 s of blocking time;
//   at 1.25 each frame's commit, which waits for the drawn canvas, still often passed 50 ms on a throttled
//   run, and 1 cut those frames' blocking time three- to tenfold in the same runs).
// - While only auto-rotating (-0.5°/s, about two CSS pixels a second on a phone), the next frame waits until
//   the view has turned by half a canvas pixel (about 300 ms on a phone, 80 ms on a desktop frame) instead of
//   coming every display refresh: the picture moves as smoothly, and the main thread and the phone's battery
//   get the rest. Rotation is timed by Pannellum, so its speed does not change; dragging, keys and zoom
//   switch auto-rotation off, and animated moves keep the frame-by-frame path.
// The anchors are Pannellum 2.5.x's minified names: the build fails, not the page, should they change.
const MAX_PIXEL_RATIO = 1;

const resize = "this.resize=function(){var g=E.devicePixelRatio||1;";
const autoRotateFrame = "!b.autoRotate&&(b.autoRotate=Z,da.lookAt(Ga,p,ra,3E3)),requestAnimationFrame(ca);";

export function transformPannellumFrames(code: string): string {
  if (!code.includes(resize) || !code.includes(autoRotateFrame)) {
    throw new Error("pannellum-frames: Pannellum's rendering code changed; update vite/pannellum-frames.ts");
  }
  return code
    .replace(resize, `this.resize=function(){var g=Math.min(E.devicePixelRatio||1,${MAX_PIXEL_RATIO});`)
    .replace(
      autoRotateFrame,
      autoRotateFrame.replace(
        "requestAnimationFrame(ca);",
        // H: the panorama is on screen; O: animated moves (lookAt); C: the renderer; b: the config (hfov in degrees,
        // autoRotate in degrees a second). Half a pixel of a canvas W wide takes 500·hfov/(|autoRotate|·W) ms.
        "b.autoRotate&&H&&!(O.pitch||O.yaw||O.hfov)?setTimeout(function(){requestAnimationFrame(ca)}," +
          "Math.min(1E3,500*b.hfov/Math.abs(b.autoRotate)/C.getCanvas().width)):requestAnimationFrame(ca);",
      ),
    );
}

export function pannellumFrames(): Plugin {
  return {
    name: "pannellum-frames",
    transform(code, id) {
      if (!id.replaceAll("\\", "/").includes("/pannellum/build/pannellum.js")) return null;
      return { code: transformPannellumFrames(code), map: null };
    },
  };
}
