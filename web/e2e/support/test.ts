// Every spec imports `test` and `expect` from here: baseURL points at the shared server; `test.use({ staffRole })`
// starts each test's browser signed in as that role (the test's project's account) on the test's baseURL.
import { test as base, expect } from "@playwright/test";
import { hydratedGoto } from "./ready";
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
  // page.goto to one of our HTML pages returns once React has hydrated it (hydratedGoto).
  page: async ({ page }, use) => {
    page.goto = hydratedGoto(page);
    await use(page);
  },
});

export { expect };
