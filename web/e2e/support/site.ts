// Starting and querying the real site binary for browser tests.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The binary built by `make build`. */
export const SITE_BINARY = fileURLToPath(new URL("../../../bin/site", import.meta.url));

// One site key for every site and command the tests run: copies of the prepared data folder keep their sealed
// secrets (two-factor) readable without carrying the key file that would otherwise sit beside each folder.
const TEST_SITE_KEY = "e2e0".repeat(16);

/** The environment of the binary on dataDir (serve or a command), with extra on top. */
export function siteEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? tmpdir(), DATA_DIR: dataDir, SITE_KEY: TEST_SITE_KEY, ...extra };
}

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface StartSiteOptions {
  /** Extra environment, e.g. { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" } for a broken database. */
  env?: Record<string, string>;
  /** Use this data directory instead of a fresh temporary one (it is then not removed on stop). */
  dataDir?: string;
  /** Remove the given dataDir on stop too. */
  removeDataDir?: boolean;
  /** Path polled until it answers 200: "/readyz" (default) or "/healthz" when the database is meant to be down. */
  waitFor?: "/readyz" | "/healthz";
  timeoutMs?: number;
}

export interface RunningSite {
  baseURL: string;
  dataDir: string;
  pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, then SIGKILL after 5 s; removes the data directory if it was created here. */
  stop: () => Promise<void>;
}

/** Starts `bin/site serve` on a free 127.0.0.1 port with its own data directory and no rate limit. */
export async function startSite(opts: StartSiteOptions = {}): Promise<RunningSite> {
  if (!existsSync(SITE_BINARY)) {
    throw new Error(`${SITE_BINARY} is missing: run \`make build\` first`);
  }
  const ownDir = opts.dataDir === undefined || opts.removeDataDir === true;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), "nivaas-e2e-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = "";
  const child: ChildProcess = spawn(SITE_BINARY, ["serve"], {
    env: siteEnv(dataDir, { ADDR: `127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: "0", ...opts.env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000); // migrations and seed on a busy two-core machine
  const probe = `${baseURL}${opts.waitFor ?? "/readyz"}`;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`bin/site exited with ${child.exitCode} before it was ready:\n${log}`);
    }
    try {
      const res = await fetch(probe);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`bin/site did not answer ${probe} in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseURL, dataDir, pid: child.pid ?? 0, output: () => log, stop };
}

/** Runs `bin/site leads export` against the same data (and database URL) as a running site; returns the CSV. */
export function leadsExport(dataDir: string, env: Record<string, string> = {}): string {
  const res = spawnSync(SITE_BINARY, ["leads", "export"], {
    env: siteEnv(dataDir, env),
    encoding: "utf8",
    timeout: 20_000,
  });
  if (res.status !== 0) {
    throw new Error(`bin/site leads export failed (${res.status}): ${res.stderr}`);
  }
  return res.stdout;
}

/** The shared site started by global-setup.ts. */
export function sharedSite(): { baseURL: string; dataDir: string } {
  const baseURL = process.env.E2E_BASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!baseURL || !dataDir) throw new Error("E2E_BASE_URL/E2E_DATA_DIR unset: run through `npx playwright test`");
  return { baseURL, dataDir };
}
