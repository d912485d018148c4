// The blog's controlled clock for browser tests: `site posts publish --at`, as an operator would run it beside the server.
import { spawnSync } from "node:child_process";
import { expect } from "@playwright/test";
import { SITE_BINARY, siteEnv } from "./site";

/** Publishes the posts of the site in dataDir scheduled up to at (an ISO time); returns what the command printed. */
export function publishDuePosts(dataDir: string, at: string): string {
  const run = spawnSync(SITE_BINARY, ["posts", "publish", "--at", at], {
    env: siteEnv(dataDir),
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** A day and an hour from now: a schedule the command reaches and the real clock does not. */
export const dayAhead = () => new Date(Date.now() + 25 * 3600_000);
