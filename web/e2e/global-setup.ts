import type { FullConfig } from "@playwright/test";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite } from "./support/site";
import { prepareStaffFolder } from "./support/staff";

/**
 * Prepares the data folder every site of the run copies (accounts, owners' two-factor, sessions: paid for once), then
 * starts one real server on a copy for the whole run; workers inherit both through the environment.
 */
export default async function globalSetup(_config: FullConfig) {
  const prepared = mkdtempSync(join(tmpdir(), "nivaas-e2e-prepared-"));
  await prepareStaffFolder(prepared);
  process.env.E2E_PREPARED_DIR = prepared;
  const dataDir = mkdtempSync(join(tmpdir(), "nivaas-e2e-"));
  cpSync(prepared, dataDir, { recursive: true });
  // TRUSTED_PROXIES lets admin.spec.ts's sign-in tests come from addresses of their own (X-Forwarded-For), so each
  // meets the per-address throttle alone.
  const site = await startSite({ dataDir, env: { TRUSTED_PROXIES: "127.0.0.1/32" }, removeDataDir: true });
  process.env.E2E_BASE_URL = site.baseURL;
  process.env.E2E_DATA_DIR = site.dataDir;
  process.env.E2E_SITE_PID = String(site.pid);
  (globalThis as { __nivaasSite?: typeof site }).__nivaasSite = site;
}
