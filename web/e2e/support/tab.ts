// One browser tab each worker keeps for the page-by-page checks (pages.spec, admin-pages.spec), loading page after page
// as a person clicking through the site does. A fresh context for every page started a renderer and fetched and
// compiled the app's code anew each time: 40% of such a check's time. Each test still gets its own record of problems,
// the project's viewport back (a check may narrow it) and, should it fail, a new worker and tab.
import type { Page } from "@playwright/test";
import { problemsSoFar, recordProblems, type Problems } from "./page-problems";
import { hydratedGoto, skipConsultationAutoOpen } from "./ready";
import { staffSession } from "./sessions";
import { sharedSite } from "./site";
import type { SessionRole } from "./staff";
import { test as base } from "./test";

export interface Tab {
  page: Page;
  /** Opens a path in the tab and waits until React has hydrated it; the answer, for its status and headers. */
  open: Page["goto"];
  /** The console errors, uncaught exceptions and CSP violations since this test began. */
  problems(): Promise<string[]>;
}

interface Kept {
  page: Page;
  problems: Problems;
}

export const test = base.extend<{ tab: Tab; tabRole: SessionRole | undefined }, { keptTabs: (role: SessionRole | undefined) => Promise<Kept> }>({
  // Signed in as this role of the test's project (test.use), or a visitor.
  tabRole: [undefined, { option: true }],
  // The worker's tabs, one a role, opened at first use.
  keptTabs: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = sharedSite();
      const { viewport, isMobile, hasTouch, deviceScaleFactor } = workerInfo.project.use;
      const tabs = new Map<string, Promise<Kept>>();
      const open = async (role: SessionRole | undefined): Promise<Kept> => {
        const context = await browser.newContext({
          baseURL,
          viewport,
          isMobile,
          hasTouch,
          deviceScaleFactor,
          storageState: role ? await staffSession(baseURL, role, workerInfo.project.name) : undefined,
        });
        const page = await context.newPage();
        const problems = await recordProblems(page);
        if (!role) await skipConsultationAutoOpen(page);
        return { page, problems };
      };
      await use((role) => {
        let tab = tabs.get(role ?? "");
        if (!tab) tabs.set(role ?? "", (tab = open(role)));
        return tab;
      });
      for (const tab of tabs.values()) await (await tab).page.context().close();
    },
    { scope: "worker" },
  ],
  tab: async ({ keptTabs, tabRole }, use, testInfo) => {
    const { page, problems } = await keptTabs(tabRole);
    problems.list.length = 0;
    const viewport = testInfo.project.use.viewport;
    if (viewport) await page.setViewportSize(viewport);
    await use({
      page,
      open: hydratedGoto(page),
      problems: () => problemsSoFar(page, problems),
    });
  },
});

export { expect } from "./test";
