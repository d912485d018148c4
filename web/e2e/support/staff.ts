// Back-office accounts for browser tests: made with `site users add` before the server starts, one set per project.
import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SITE_BINARY, startSite, type RunningSite } from "./site";

export const STAFF_PASSWORD = "brass lamp over teak shelf";
const PROJECTS = ["phone", "desktop"] as const;
export const ROLES = ["owner", "sales", "editor", "locked", "expiring"] as const;

/** The e-mail of the test account for role in a Playwright project ("locked" and "expiring" are sales accounts). */
export function staffEmail(role: (typeof ROLES)[number], project: string): string {
  return `${role}-${project}@nivaas.example`;
}

/** Creates every test account in dataDir with `site users add --password-stdin`. */
export function addStaffAccounts(dataDir: string): void {
  for (const project of PROJECTS) {
    for (const role of ROLES) {
      const realRole = role === "locked" || role === "expiring" ? "sales" : role;
      const res = spawnSync(
        SITE_BINARY,
        ["users", "add", "--email", staffEmail(role, project), "--name", `${role[0].toUpperCase()}${role.slice(1)} ${project}`, "--role", realRole, "--password-stdin"],
        {
          env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? tmpdir(), DATA_DIR: dataDir },
          input: `${STAFF_PASSWORD}\n`,
          encoding: "utf8",
          timeout: 20_000,
        },
      );
      if (res.status !== 0) throw new Error(`site users add failed (${res.status}): ${res.stderr}`);
    }
  }
}

/** The client address a site of a spec's own trusts for X-Forwarded-For, so each sign-in can come from its own address. */
const TRUST_LOCAL_PROXY = { TRUSTED_PROXIES: "127.0.0.1/32" };

/** Starts a site of a spec's own (data directory nivaas-e2e-NAME-…, removed on stop) holding every test account. */
export async function startSiteWithStaff(name: string, env: Record<string, string> = TRUST_LOCAL_PROXY): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), `nivaas-e2e-${name}-`));
  addStaffAccounts(dataDir);
  return startSite({ dataDir, removeDataDir: true, env });
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
