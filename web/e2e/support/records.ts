// What a lead journey leaves behind in the site's data directory: rows in the SQLite file and mail files.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Rows of a query on the site's SQLite file, read with Debian's sqlite3 tool (read-only). */
export function dbRows<T = Record<string, unknown>>(dataDir: string, sql: string): T[] {
  const out = execFileSync("sqlite3", ["-readonly", "-json", join(dataDir, "site.db"), sql], { encoding: "utf8" });
  return out.trim() ? (JSON.parse(out) as T[]) : [];
}

/** The first mail file (.eml) in the data directory that contains needle; "" when none does yet. */
export function findMail(dataDir: string, needle: string): string {
  try {
    for (const f of readdirSync(join(dataDir, "mail"))) {
      if (!f.endsWith(".eml") || f.startsWith(".")) continue;
      const text = readFileSync(join(dataDir, "mail", f), "utf8");
      if (text.includes(needle)) return text;
    }
  } catch {
    // No mail folder yet.
  }
  return "";
}

/** A name no other test run or browser project uses, so a test finds its own rows and mails. */
export function unique(prefix: string, testInfo: { project: { name: string } }): string {
  return `${prefix} ${testInfo.project.name} ${Date.now().toString(36)}`;
}
