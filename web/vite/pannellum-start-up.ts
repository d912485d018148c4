import type { Plugin } from "vite";

// Pannellum starts its renderer in one task: shader build, the whole panorama uploaded to WebGL with one
// texImage2D, then gl.getError(), a synchronous round trip that holds the main thread until the GPU process
// has taken the whole panorama in. On a throttled phone (and in Lighthouse's software WebGL) that is one task
// of a hundred milliseconds and more. Here the decoded panorama (an ImageBitmap, vite/pannellum-image-bitmap.ts)
// goes up in STRIPS horizontal bands, each cut off the main thread by createImageBitmap and uploaded in its own
// task, and the error check and first frame come in a task after the last band. What the visitor sees does not
// change: the still stays up until the first frame. A band that cannot be cut falls back to the one upload,
// and a WebGL error still shows Pannellum's own error (and fires its "error" event), as before.
const STRIPS = 8;

// The anchors are Pannellum 2.5.x's minified names: the build fails, not the page, should they change.

// libpannellum's Renderer.init: `a` is the WebGL context, `y` the texture target, `m` the image, `c` the program
// (its texture), `e` the callback given to init (`E`, window elsewhere, is a local there). a.__upload holds the
// bands' promise until the check.
const upload = 'u_splitImage"),0),a.texImage2D(y,0,a.RGB,a.RGB,a.UNSIGNED_BYTE,m))';
const uploadInStrips =
  'u_splitImage"),0),a.__upload="createImageBitmap"in window&&window.ImageBitmap&&m instanceof window.ImageBitmap?(function(t,x,n){' +
  "a.texImage2D(t,0,a.RGB,m.width,m.height,0,a.RGB,a.UNSIGNED_BYTE,null);" +
  "for(var h=Math.ceil(m.height/n),q=Promise.resolve(),i=0;i<n;i++)(function(y0){" +
  "q=q.then(function(){return createImageBitmap(m,0,y0,m.width,Math.min(h,m.height-y0))}).then(function(s){" +
  "return new Promise(function(r){setTimeout(function(){a.bindTexture(t,x);a.texSubImage2D(t,0,0,y0,a.RGB,a.UNSIGNED_BYTE,s);s.close();r()})})})" +
  "})(i*h);" +
  "return q.catch(function(){a.bindTexture(t,x);a.texImage2D(t,0,a.RGB,a.RGB,a.UNSIGNED_BYTE,m)})" +
  `})(y,c.texture,${STRIPS}):void a.texImage2D(y,0,a.RGB,a.RGB,a.UNSIGNED_BYTE,m))`;
const initEnd = 'I=a.getError();if(0!==I)throw console.log("Error: Something went wrong with WebGL!",I),{type:"webgl error"};e()}';
// The viewer's renderInit: S is renderInitCallback, K anError (Pannellum's generic WebGL error).
const initCall = "b.vOffset*Math.PI/180,S,a);";

export function transformPannellumStartUp(code: string): string {
  if (!code.includes(initEnd) || !code.includes(initCall) || !code.includes(upload)) {
    throw new Error("pannellum-start-up: Pannellum's start-up code changed; update vite/pannellum-start-up.ts");
  }
  return code
    .replace(
      initEnd,
      "Promise.resolve(a.__upload).then(function(){setTimeout(function(){" +
        'var x=a.getError();0!==x&&console.log("Error: Something went wrong with WebGL!",x);e(0!==x)})})}',
    )
    .replace(upload, uploadInStrips)
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
