// Every spec imports `test` and `expect` from here: baseURL points at the shared server.
import { test as base, expect } from "@playwright/test";
import { sharedSite } from "./site";

export const test = base.extend<{ site: { baseURL: string; dataDir: string } }>({
  baseURL: async ({}, use) => {
    await use(sharedSite().baseURL);
  },
  site: async ({}, use) => {
    await use(sharedSite());
  },
});

export { expect };
