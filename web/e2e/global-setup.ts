import type { FullConfig } from "@playwright/test";
import { startSite } from "./support/site";

/** Starts one real server for the whole run; workers inherit its address through the environment. */
export default async function globalSetup(_config: FullConfig) {
  const site = await startSite();
  process.env.E2E_BASE_URL = site.baseURL;
  process.env.E2E_DATA_DIR = site.dataDir;
  process.env.E2E_SITE_PID = String(site.pid);
  (globalThis as { __nivaasSite?: typeof site }).__nivaasSite = site;
}
