import type { Plugin } from "vite";

// Pannellum hands its panorama to WebGL as an <img>, which the browser then decodes on the main
// thread inside texImage2D (a 4096×2048 JPEG blocks for hundreds of milliseconds on a phone).
// This gives WebGL an ImageBitmap instead, decoded off the main thread; browsers without
// createImageBitmap, or a decode that fails, take Pannellum's own path. On screens narrower than
// 640 CSS px the bitmap is scaled to 2048 wide while decoding: a quarter of the pixels to upload
// and draw each frame, about what a phone-sized frame shows at Pannellum's widest zoom.
// The anchors are Pannellum 2.5.x's minified names: the build fails, not the page, should they change.
const setSource = "P.src=E.URL.createObjectURL(a)";
const onLoad = "P.onload=function(){E.URL.revokeObjectURL(this.src);pa()}";

const smallScreenResize = `E.matchMedia("(max-width: 639px)").matches?{resizeWidth:2048,resizeQuality:"high"}:{}`;

export function transformPannellum(code: string): string {
  if (!code.includes(setSource) || !code.includes(onLoad)) {
    throw new Error("pannellum-image-bitmap: Pannellum's image loading code changed; update vite/pannellum-image-bitmap.ts");
  }
  return code.replace(
    setSource,
    `"createImageBitmap"in E?E.createImageBitmap(a,${smallScreenResize}).then(function(b){P=b;pa()},function(){${setSource}}):${setSource}`,
  );
}

export function pannellumImageBitmap(): Plugin {
  return {
    name: "pannellum-image-bitmap",
    transform(code, id) {
      if (!id.replaceAll("\\", "/").includes("/pannellum/build/pannellum.js")) return null;
      return { code: transformPannellum(code), map: null };
    },
  };
}
