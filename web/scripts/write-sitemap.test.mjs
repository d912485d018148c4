import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prerenderedPaths, robotsTxt, sitemapXml } from "./write-sitemap.mjs";

describe("write-sitemap", () => {
  it("lists pre-rendered pages but never the back-office", () => {
    const dir = mkdtempSync(join(tmpdir(), "sitemap-"));
    for (const page of ["", "Aboutus", "admin", "admin/sign-in", "admin-app", "city/admin"]) {
      mkdirSync(join(dir, page), { recursive: true });
      writeFileSync(join(dir, page, "index.html"), "<!doctype html>");
    }
    const paths = prerenderedPaths(dir);
    expect(paths).toEqual(["/", "/Aboutus", "/city/admin"]);
    expect(sitemapXml(paths, "https://www.example.in")).not.toContain("<loc>https://www.example.in/admin");
  });

  it("keeps crawlers out of /admin and points at the sitemap", () => {
    const robots = robotsTxt("https://www.example.in");
    expect(robots).toContain("User-agent: *\nAllow: /\n");
    expect(robots).toContain("Disallow: /admin\n");
    expect(robots).toContain("Sitemap: https://www.example.in/sitemap.xml");
  });
});
