import type { Plugin } from "vite";

// Pannellum ends its renderer's start-up (shader build, panorama upload to WebGL) with gl.getError(), a
// synchronous round trip that holds the main thread until the GPU process has taken the whole panorama in
// (in Lighthouse's software WebGL, a 2048×1024 upload is tens of milliseconds of blocking, times four on
// a throttled phone). Here that check, and the first frame after it, run in a later task: the upload
// finishes while the main thread is free, and start-up is two shorter tasks instead of one long one.
// A WebGL error still shows Pannellum's own error (and fires its "error" event), as before.
// The anchors are Pannellum 2.5.x's minified names: the build fails, not the page, should they change.

// libpannellum's Renderer.init: `a` is the WebGL context, `e` the callback given to init.
const initEnd = 'I=a.getError();if(0!==I)throw console.log("Error: Something went wrong with WebGL!",I),{type:"webgl error"};e()}';
// The viewer's renderInit: S is renderInitCallback, K anError (Pannellum's generic WebGL error).
const initCall = "b.vOffset*Math.PI/180,S,a);";

export function transformPannellumStartUp(code: string): string {
  if (!code.includes(initEnd) || !code.includes(initCall)) {
    throw new Error("pannellum-start-up: Pannellum's start-up code changed; update vite/pannellum-start-up.ts");
  }
  return code
    .replace(initEnd, 'setTimeout(function(){var x=a.getError();0!==x&&console.log("Error: Something went wrong with WebGL!",x);e(0!==x)})}')
    .replace(initCall, "b.vOffset*Math.PI/180,function(x){x?K():S()},a);");
}

export function pannellumStartUp(): Plugin {
  return {
    name: "pannellum-start-up",
    transform(code, id) {
      if (!id.replaceAll("\\", "/").includes("/pannellum/build/pannellum.js")) return null;
      return { code: transformPannellumStartUp(code), map: null };
    },
  };
}
