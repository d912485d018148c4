// The shared `test` with a site of its own per worker (staff accounts added), for specs whose changes
// (withdrawals, exports, bookings, the mail folder) the shared site's tests must not see.
import type { RunningSite } from "./site";
import { startSiteWithStaff } from "./staff";
import { test } from "./test";

export function withOwnSite(name: string, env: Record<string, string> = {}) {
  return test.extend<object, { ownSite: RunningSite }>({
    ownSite: [
      async ({}, use) => {
        const site = await startSiteWithStaff(name, env);
        await use(site);
        await site.stop();
      },
      { scope: "worker", timeout: 90_000 }, // a site starting on a busy machine
    ],
    baseURL: async ({ ownSite }, use) => use(ownSite.baseURL),
  });
}
