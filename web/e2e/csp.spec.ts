// With SITE_URL set, the page keeps one canonical link on that origin. Every page is loaded and scrolled under the real
// server's Content-Security-Policy in pages.spec.ts, the consultation modal's lazily loaded code in a11y.spec.ts.
import { waitForHydration, waitForSettled } from "./support/ready";
import { startSite } from "./support/site";
import { expect, test } from "./support/test";

test("with SITE_URL set, hydration keeps one canonical link on that origin @desktop", async ({ page }) => {
  const site = await startSite({ env: { SITE_URL: "https://interiors.example.in" } });
  try {
    await page.goto(`${site.baseURL}/city/mumbai`);
    await waitForHydration(page);
    await waitForSettled(page);
    const canonical = await page.evaluate(() => [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")));
    expect(canonical).toEqual(["https://interiors.example.in/city/mumbai"]);
    const ogUrl = await page.evaluate(() => [...document.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute("content")));
    expect(ogUrl).toEqual(["https://interiors.example.in/city/mumbai"]);
  } finally {
    await site.stop();
  }
});
