import { defineConfig } from "@playwright/test";
import { existsSync } from "node:fs";

// Debian's Chromium: browsers cannot be downloaded on these machines. Its headless shell (package
// chromium-headless-shell, the build Playwright runs headless by default) is the same Blink at about
// half the CPU of the full browser: the suite took 55 minutes on two cores with the full one.
const headlessShell = "/usr/bin/chromium-headless-shell";
const launchOptions = {
  executablePath: process.env.CHROME_PATH || (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three on two cores: a test spends part of its time waiting (on the server, a poll, a timer), and with two workers
  // the cores sat idle for it (the whole suite: 6.4 min at three, with 14% of the CPU still idle, against 8.9 at two).
  workers: Number(process.env.E2E_WORKERS) || 3,
  // On CI a test that fails once runs again and, if it then passes, is listed as flaky (to be fixed, not ignored):
  // a timing accident on a busy machine should not throw away a whole run's work.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  // Starts the real binary (../bin/site serve) once; tests read its address from E2E_BASE_URL.
  globalSetup: "./e2e/global-setup.ts",
  globalTeardown: "./e2e/global-teardown.ts",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions,
    // A trace only for a retried test: recording every test costs minutes of a CI run on two cores.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "phone",
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
});
