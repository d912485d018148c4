import type { FullConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite } from "./support/site";
import { addStaffAccounts } from "./support/staff";

/** Starts one real server for the whole run; workers inherit its address through the environment. */
export default async function globalSetup(_config: FullConfig) {
  // Back-office accounts exist before the server starts, made the way the README tells an owner to.
  const dataDir = mkdtempSync(join(tmpdir(), "nivaas-e2e-"));
  addStaffAccounts(dataDir);
  // TRUSTED_PROXIES lets each back-office test sign in from its own address (X-Forwarded-For), so throttling is per test.
  const site = await startSite({ dataDir, env: { TRUSTED_PROXIES: "127.0.0.1/32" }, removeDataDir: true });
  process.env.E2E_BASE_URL = site.baseURL;
  process.env.E2E_DATA_DIR = site.dataDir;
  process.env.E2E_SITE_PID = String(site.pid);
  (globalThis as { __nivaasSite?: typeof site }).__nivaasSite = site;
}
