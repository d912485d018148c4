// Every spec imports `test` and `expect` from here: baseURL points at the shared server.
import { test as base, expect } from "@playwright/test";
import { waitForHydration } from "./ready";
import { sharedSite } from "./site";

export const test = base.extend<{ site: { baseURL: string; dataDir: string } }>({
  baseURL: async ({}, use) => {
    await use(sharedSite().baseURL);
  },
  site: async ({}, use) => {
    await use(sharedSite());
  },
  // Our pages paint before their JavaScript loads (scripts/optimize-html.mjs), so the load event no longer
  // means "interactive": page.goto to one of our HTML pages returns once React has hydrated it, as a person
  // would only act on a page that answers.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = (response?.headers()["content-type"] ?? "").startsWith("text/html");
      if (html && (options?.waitUntil ?? "load") !== "commit") await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
