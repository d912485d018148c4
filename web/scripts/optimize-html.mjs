// After `react-router build`: rewrites every pre-rendered HTML file so the first paint needs the HTML alone.
//  1. The stylesheet goes inline (root.tsx leaves an empty <style data-inline-css="/assets/app-….css"> for it),
//     so no render-blocking request stands between the HTML and the first paint.
//  2. The JavaScript starts loading once the page has painted its content, not while the HTML, the hero
//     image and the fonts are still arriving: React Router's module preloads leave the <head>, and its
//     inline module script waits for the first contentful paint before it preloads and imports the same files.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const PLACEHOLDER = /<style data-inline-css="(\/assets\/[^"]+\.css)"><\/style>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Replaces the empty placeholder with the stylesheet's text. css(href) returns the file's contents. */
export function inlineStylesheet(html, css) {
  const match = html.match(PLACEHOLDER);
  if (!match) throw new Error("no <style data-inline-css> placeholder: root.tsx must render it in production");
  // "</style" inside the CSS would end the element early; Tailwind never emits it, but a stray string could.
  const text = css(match[1]).replace(/<\/style/gi, "<\\/style");
  return html.replace(PLACEHOLDER, () => `<style>${text}</style>`);
}

/**
 * The boot script React Router writes is:
 *   import "/assets/manifest-….js"; import * as route0 from "…"; … window.__reactRouterRouteModules = {…}; import("…entry.client….js");
 * It becomes a script that waits for the first contentful paint (or 2 s, for tabs opened in the background),
 * then preloads every module the page listed and runs the same imports in the same order.
 */
export function deferBootScript(html) {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const boot = html.match(BOOT_SCRIPT);
  if (!boot) throw new Error("no React Router boot script (<script type=\"module\" async>) found");
  const lines = boot[1].split("\n").map((l) => l.trim()).filter(Boolean);
  const sideEffects = [];
  const routes = [];
  let assignment = "";
  let entry = "";
  for (const line of lines) {
    let m;
    if ((m = line.match(/^import "([^"]+)";$/))) sideEffects.push(m[1]);
    else if ((m = line.match(/^import \* as (route\d+) from "([^"]+)";$/))) routes.push({ name: m[1], href: m[2] });
    else if (/^window\.__reactRouterRouteModules = \{[^}]*\};$/.test(line)) assignment = line;
    else if ((m = line.match(/^import\("([^"]+)"\);$/))) entry = m[1];
    else throw new Error(`unexpected line in React Router's boot script: ${line}`);
  }
  if (!assignment || !entry || routes.length === 0) throw new Error("React Router's boot script changed shape");

  const list = (xs) => JSON.stringify(xs);
  const script = [
    "new Promise((go) => {",
    "  setTimeout(go, 2000);",
    '  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return requestAnimationFrame(() => setTimeout(go));',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); }',
    '  }).observe({ type: "paint", buffered: true });',
    "}).then(() => {",
    `  for (const href of ${list(preloads)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  return Promise.all(${list(sideEffects)}.map((href) => import(href)));`,
    `}).then(() => Promise.all(${list(routes.map((r) => r.href))}.map((href) => import(href))))`,
    `.then(([${routes.map((r) => r.name).join(", ")}]) => {`,
    `  ${assignment}`,
    `  import(${JSON.stringify(entry)});`,
    "});",
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(BOOT_SCRIPT, () => `<script type="module" async="">${script}</script>`);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === "assets" || name === "art" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const client = fileURLToPath(new URL("../build/client", import.meta.url));
  const cache = new Map();
  const css = (href) => {
    if (!cache.has(href)) cache.set(href, readFileSync(join(client, href), "utf8"));
    return cache.get(href);
  };
  const files = htmlFiles(client);
  if (files.length === 0) throw new Error(`no HTML in ${client}: run react-router build first`);
  for (const file of files) writeFileSync(file, deferBootScript(inlineStylesheet(readFileSync(file, "utf8"), css)));
  console.log(`optimize-html: ${files.length} pages with inline CSS and JavaScript after first paint`);
}
