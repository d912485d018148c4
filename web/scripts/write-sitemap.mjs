// After `react-router build`: writes build/client/sitemap.xml (every pre-rendered page) and robots.txt (which keeps crawlers out of /admin).
// Pages are read from the build's HTML files, so the sitemap lists exactly what was pre-rendered.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The build origin; the Go server rewrites it to SITE_URL in both files. */
export const ORIGIN = "https://www.nivaas.example";

/** Site paths of every index.html under dir: "index.html" → "/", "Aboutus/index.html" → "/Aboutus". */
export function prerenderedPaths(dir) {
  const found = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) {
        // The back-office (its app in admin-app) is never listed, even should a page of it be built one day.
        if (name !== "assets" && name !== "art" && !(d === dir && (name === "admin" || name === "admin-app"))) walk(full);
      } else if (name === "index.html") {
        const rel = relative(dir, d).split(sep).join("/");
        found.push(rel === "" ? "/" : `/${rel}`);
      }
    }
  };
  walk(dir);
  // The spec's spelling sorts capitals first; "/" leads, the rest alphabetically.
  return found.sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b, "en")));
}

const escapeXml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(paths, origin = ORIGIN) {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + (p === "/" ? "/" : p))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin = ORIGIN) {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const client = fileURLToPath(new URL("../build/client", import.meta.url));
  // A page that asks not to be indexed (a booking's private link page) is not listed either.
  const indexable = (p) => !/<meta name="robots" content="noindex"/.test(readFileSync(join(client, p, "index.html"), "utf8"));
  const paths = prerenderedPaths(client).filter(indexable);
  if (paths.length === 0) throw new Error(`no pre-rendered pages in ${client}: run react-router build first`);
  writeFileSync(join(client, "sitemap.xml"), sitemapXml(paths));
  writeFileSync(join(client, "robots.txt"), robotsTxt());
  console.log(`sitemap.xml: ${paths.length} pages; robots.txt written`);
}
