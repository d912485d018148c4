// Every route under the real server's Content-Security-Policy: no console error, no uncaught
// exception and no CSP violation while the page loads, hydrates, fetches its data and is scrolled.
import type { Page } from "@playwright/test";
import { allRoutes } from "../app/content/paths";
import { gotoReady, skipConsultationAutoOpen, waitForHydration, waitForSettled } from "./support/ready";
import { startSite } from "./support/site";
import { expect, test } from "./support/test";

interface Problems {
  list: string[];
}

/** Starts recording console errors, page errors and securitypolicyviolation events. */
async function recordProblems(page: Page): Promise<Problems> {
  const problems: Problems = { list: [] };
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.list.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => problems.list.push(`uncaught: ${err.name}: ${err.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`CSP ${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber} sample ${e.sample}`);
    });
  });
  return problems;
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Scrolls to the bottom in screenfuls so lazy images and on-view code load too. */
async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (atEnd) break;
  }
}

for (const path of allRoutes()) {
  test(`${path} runs clean under the site's CSP`, async ({ page }) => {
    const problems = await recordProblems(page);
    await skipConsultationAutoOpen(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"], "the real server sends its CSP").toContain("default-src 'self'");
    await waitForHydration(page);
    await scrollThrough(page);
    await waitForSettled(page);
    const all = [...problems.list, ...(await cspViolations(page))];
    expect(all, `\n${all.join("\n")}\n`).toEqual([]);
  });
}

test("the consultation modal's lazily loaded code runs clean under the CSP", async ({ page }) => {
  const problems = await recordProblems(page);
  await skipConsultationAutoOpen(page);
  await gotoReady(page, "/");
  await page.getByRole("button", { name: "Book A Free Consultation" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await waitForSettled(page);
  const all = [...problems.list, ...(await cspViolations(page))];
  expect(all, `\n${all.join("\n")}\n`).toEqual([]);
});

test("the not-found page logs nothing but its own 404", async ({ page }) => {
  const problems = await recordProblems(page);
  const res = await page.goto("/no-such-page-here");
  expect(res?.status()).toBe(404);
  await waitForHydration(page);
  await waitForSettled(page);
  // The browser reports the document's own 404 status as a console error; anything else is a fault.
  const all = [...problems.list, ...(await cspViolations(page))].filter((p) => !/status of 404/.test(p) || !p.includes("/no-such-page-here"));
  expect(all, `\n${all.join("\n")}\n`).toEqual([]);
});

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
