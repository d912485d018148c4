import { describe, expect, it } from "vitest";
import { deferBootScript, inlineStylesheet } from "./optimize-html.mjs";

// The shape React Router 7 writes (taken from a real build of the home page).
const page = [
  '<html><head><meta charSet="utf-8"/><style data-inline-css="/assets/app-abc.css"></style>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/>',
  '<link rel="icon" href="/favicon.svg"/></head><body><main id="main">Hello</main>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("inlineStylesheet", () => {
  it("puts the stylesheet's text where root.tsx left the placeholder", () => {
    const html = inlineStylesheet(page, (href) => (href === "/assets/app-abc.css" ? "body{color:red}" : "?"));
    expect(html).toContain('<meta charSet="utf-8"/><style>body{color:red}</style>');
    expect(html).not.toContain("data-inline-css");
  });

  it("cannot let the CSS close the element early", () => {
    const html = inlineStylesheet(page, () => 'a::after{content:"</style><script>"}');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it("refuses a page without the placeholder rather than ship it unstyled", () => {
    expect(() => inlineStylesheet("<html><head></head></html>", () => "")).toThrow(/placeholder/);
  });
});

describe("deferBootScript", () => {
  const html = deferBootScript(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)[1];

  it("takes the module preloads out of the head", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("starts after the first contentful paint, with a time limit for background tabs", () => {
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain("setTimeout(go, 2000)");
    expect(script).not.toMatch(/^import /m);
  });

  it("loads the same modules and hands React Router the same route modules", async () => {
    const imported = [];
    const appended = [];
    const win = {};
    const run = new Function(
      "PerformanceObserver", "document", "setTimeout", "requestAnimationFrame", "window", "importModule",
      script.replace(/\bimport\(/g, "importModule("),
    );
    class Observer {
      static supportedEntryTypes = ["paint"];
      constructor(callback) { this.callback = callback; }
      observe() { this.callback({ getEntriesByName: () => [{}] }, { disconnect() {} }); }
    }
    const importModule = (href) => {
      imported.push(href);
      return Promise.resolve({ href });
    };
    run(Observer, { createElement: () => ({}), head: { append: (l) => appended.push(l.href) } }, () => {}, () => {}, win, importModule);
    await new Promise((r) => setTimeout(r, 0));
    expect(appended).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js", "/assets/root-3.js", "/assets/home-4.js"]);
    expect(imported).toEqual(["/assets/manifest-1.js", "/assets/root-3.js", "/assets/home-4.js", "/assets/entry.client-2.js"]);
    expect(win.__reactRouterRouteModules).toEqual({ root: { href: "/assets/root-3.js" }, "routes/home": { href: "/assets/home-4.js" } });
  });

  it("refuses a boot script of another shape instead of guessing", () => {
    expect(() => deferBootScript(page.replace("import(", "doSomethingElse("))).toThrow(/unexpected line/);
  });
});
