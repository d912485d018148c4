// What a page reports going wrong while a visitor loads and reads it: console errors, uncaught exceptions and
// Content-Security-Policy violations.
import type { Page } from "@playwright/test";

export interface Problems {
  list: string[];
}

/** Starts recording console errors, page errors and securitypolicyviolation events (call before the page loads). */
export async function recordProblems(page: Page): Promise<Problems> {
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

/** Everything recorded so far: the console and exceptions, then the CSP violations the page saw. */
export async function problemsSoFar(page: Page, problems: Problems): Promise<string[]> {
  const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  return [...problems.list, ...csp];
}

/**
 * Scrolls to the bottom in screenfuls so lazy images and on-view code load too: each screenful stays for two frames,
 * in which the page's intersection observers see it (one round trip for the page, not two and a 60 ms wait a screenful:
 * a long phone page took 0.9-1.5 s).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let i = 0; i < 40; i++) {
      window.scrollBy(0, window.innerHeight);
      await frame();
      await frame();
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break;
    }
  });
}
