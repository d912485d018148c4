// Back-office accounts for browser tests: made once per run in a prepared data folder (global-setup.ts) that every
// site of the run starts from a copy of, with the owners' two-factor enrolled and each role's session saved beside it.
import { request } from "@playwright/test";
import { spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SITE_BINARY, siteEnv, startSite, type RunningSite } from "./site";

export const STAFF_PASSWORD = "brass lamp over teak shelf";
const PROJECTS = ["phone", "desktop"] as const;
// "newowner" keeps two-factor off for admin.spec.ts's enrolment; "locked" and "expiring" are sales accounts it changes.
export const ROLES = ["owner", "sales", "editor", "locked", "expiring", "newowner"] as const;
/** The roles whose sessions the prepared folder holds, for tests that start signed in. */
export type SessionRole = "owner" | "sales" | "editor";
const SESSION_ROLES: SessionRole[] = ["owner", "sales", "editor"];

/** The e-mail of the test account for role in a Playwright project. */
export function staffEmail(role: (typeof ROLES)[number], project: string): string {
  return `${role}-${project}@nivaas.example`;
}

/** What global-setup.ts keeps beside the prepared folder: owners' TOTP secrets and each account's saved session. */
export interface PreparedStaff {
  totpSecrets: Record<string, string>;
  sessions: Record<string, StorageState>;
}
export type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof request.newContext>>["storageState"]>>;

const staffFile = (dataDir: string) => `${dataDir}.staff.json`;

/** The prepared folder made by global-setup.ts. */
function preparedDir(): string {
  const dir = process.env.E2E_PREPARED_DIR;
  if (!dir) throw new Error("E2E_PREPARED_DIR unset: run through `npx playwright test`");
  return dir;
}

/** The owners' TOTP secrets and the saved sessions of the prepared folder. */
export function preparedStaff(): PreparedStaff {
  return JSON.parse(readFileSync(staffFile(preparedDir()), "utf8")) as PreparedStaff;
}

/** Creates every test account in dataDir with `site users add --password-stdin`, as the README tells an owner to. */
async function addStaffAccounts(dataDir: string): Promise<void> {
  const accounts = PROJECTS.flatMap((project) => ROLES.map((role) => ({ project, role })));
  const add = async ({ project, role }: (typeof accounts)[number]) => {
    const realRole = role === "locked" || role === "expiring" ? "sales" : role === "newowner" ? "owner" : role;
    const args = ["users", "add", "--email", staffEmail(role, project), "--name", `${role[0].toUpperCase()}${role.slice(1)} ${project}`, "--role", realRole, "--password-stdin"];
    const { status, stderr } = await run(args, siteEnv(dataDir), `${STAFF_PASSWORD}\n`);
    if (status !== 0) throw new Error(`site users add failed (${status}): ${stderr}`);
  };
  // The first makes the database; the rest hash their passwords side by side, two at a time (two cores).
  await add(accounts[0]!);
  const rest = accounts.slice(1);
  await Promise.all([0, 1].map(async (lane) => {
    for (let i = lane; i < rest.length; i += 2) await add(rest[i]!);
  }));
}

/** Runs the site binary with args, env and input; resolves with its exit status and stderr. */
function run(args: string[], env: Record<string, string>, input: string): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(SITE_BINARY, args, { env, stdio: ["pipe", "ignore", "pipe"], timeout: 60_000 });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stderr }));
    child.stdin.end(input);
  });
}

/**
 * Fills dataDir once per run: every account, the owners' two-factor turned on through the API as the account page
 * does, and one signed-in session per project and session role (sessions live in the database, so each copy has them).
 */
export async function prepareStaffFolder(dataDir: string): Promise<void> {
  await addStaffAccounts(dataDir);
  const site = await startSite({ dataDir });
  const prepared: PreparedStaff = { totpSecrets: {}, sessions: {} };
  try {
    // The two projects' accounts side by side, as two people signing in at once.
    await Promise.all(PROJECTS.map(async (project) => {
      for (const role of SESSION_ROLES) {
        const email = staffEmail(role, project);
        const api = await request.newContext({ baseURL: site.baseURL });
        await must(() => api.post("/api/admin/sign-in", { data: { email, password: STAFF_PASSWORD } }), `sign-in of ${email}`);
        if (role === "owner") {
          const setup = await must(() => api.post("/api/admin/me/totp"), `two-factor set-up of ${email}`);
          const secret = ((await setup.json()) as { secret: string }).secret;
          await must(() => api.post("/api/admin/me/totp/confirm", { data: { code: totpCode(secret) } }), `two-factor confirmation of ${email}`);
          prepared.totpSecrets[email] = secret;
        }
        prepared.sessions[email] = await api.storageState();
        await api.dispose();
      }
    }));
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${site.output()}`);
  } finally {
    await site.stop();
  }
  writeFileSync(staffFile(dataDir), JSON.stringify(prepared));
}

/** The answer of call once it is good; a 503 (a write past its deadline on a crowded machine) is sent again. */
async function must<T extends { ok(): boolean; status(): number; text(): Promise<string> }>(call: () => Promise<T>, what: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await call();
    if (res.ok()) return res;
    if (res.status() !== 503 || attempt === 3) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  }
}

/** Removes the prepared folder and what is kept beside it. */
export function removePreparedFolder(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staffFile(dataDir), { force: true });
}

/** A copy of the prepared folder (nivaas-e2e-NAME-…): its files, not a new seed, so no password is hashed again. */
function copyPreparedFolder(name: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `nivaas-e2e-${name}-`));
  cpSync(preparedDir(), dataDir, { recursive: true });
  return dataDir;
}

/** Starts a site of a spec's own (removed on stop) from a copy of the prepared folder: every account, owners enrolled. */
export async function startSiteWithStaff(name: string, env: Record<string, string> = {}): Promise<RunningSite> {
  // The accounts and sessions are in the folder's SQLite file: a site on PostgreSQL would start without them.
  if (env.DATABASE_URL) throw new Error("startSiteWithStaff copies a SQLite folder; a PostgreSQL site needs its accounts added");
  return startSite({ dataDir: copyPreparedFolder(name), removeDataDir: true, env });
}

/** The current 6-digit code of a base32 TOTP secret (RFC 6238, SHA-1, 30 s), as an authenticator app shows it. */
export function totpCode(secret: string, at = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of secret.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(n).padStart(6, "0");
}
