// Every spec imports `test` and `expect` from here: baseURL points at the shared server; `test.use({ staffRole })`
// starts each test's browser signed in as that role (the test's project's account) on the test's baseURL.
import { test as base, expect } from "@playwright/test";
import { waitForHydration } from "./ready";
import { staffSession } from "./sessions";
import { sharedSite } from "./site";
import type { SessionRole } from "./staff";

export const test = base.extend<{ site: { baseURL: string; dataDir: string }; staffRole: SessionRole | undefined }>({
  baseURL: async ({}, use) => {
    await use(sharedSite().baseURL);
  },
  staffRole: [undefined, { option: true }],
  storageState: async ({ staffRole, baseURL, storageState }, use, testInfo) => {
    await use(staffRole ? await staffSession(baseURL!, staffRole, testInfo.project.name) : storageState);
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
