import type { RunningSite } from "./support/site";
import { removePreparedFolder } from "./support/staff";

/** Stops the server started by global-setup.ts and removes its data directory and the prepared folder. */
export default async function globalTeardown() {
  const prepared = process.env.E2E_PREPARED_DIR;
  if (prepared) removePreparedFolder(prepared);
  const site = (globalThis as { __nivaasSite?: RunningSite }).__nivaasSite;
  if (site) {
    await site.stop();
    return;
  }
  // Fallback if the runner loaded teardown in a fresh module context.
  const pid = Number(process.env.E2E_SITE_PID);
  if (pid > 0) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
