// Quotes for browser tests: a lead to quote, a version saved and shared through the admin API, and the code the
// customer is sent (the mail folder).
import type { APIRequestContext, Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startFakeRazorpay, type FakeRazorpay } from "./razorpay";
import type { RunningSite } from "./site";
import { startSiteWithStaff } from "./staff";
import { expect, test } from "./test";

/** A site of the spec's own with online payment set up against a local Razorpay, for a serial spec's tests. */
export function quoteSite(name: string): { site: RunningSite; razorpay: FakeRazorpay } {
  const shared = {} as { site: RunningSite; razorpay: FakeRazorpay };
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000); // the outbox, the mail worker and a site of its own, on a busy two-core machine
  test.beforeAll(async () => {
    shared.razorpay = await startFakeRazorpay();
    shared.site = await startSiteWithStaff(name, shared.razorpay.env);
  });
  test.afterAll(async () => {
    await shared.site?.stop();
    await shared.razorpay?.close();
  });
  return shared;
}

/** A lead as the public form posts it, with an e-mail (where the customer's code goes when WhatsApp is not set up). */
export async function quoteLead(
  request: APIRequestContext,
  baseURL: string,
  name: string,
): Promise<{ id: number; name: string; email: string; mobile: string }> {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const email = `quote-${mobile}@example.in`;
  const res = await request.post(`${baseURL}/api/leads`, {
    data: {
      propertyType: "3 BHK",
      location: "Pune",
      name,
      mobile,
      email,
      whatsappUpdates: false,
      page: "/get-free-estimate",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, name, email, mobile };
}

interface SavedVersion {
  id: number;
  number: number;
  link: string | null;
  totals: { totalPaise: number };
}

/** The rooms of the quote the specs share: a kitchen (12 running ft, 5% off) and a wardrobe (48.5 sq ft), ₹3,62,319. */
const TWO_ROOMS = [
  { name: "Kitchen", lines: [{ itemId: 1, tier: "premium", quantity: 12, discountBp: 500 }] },
  { name: "Master bedroom", lines: [{ itemId: 2, tier: "premium", quantity: 48.5, discountBp: 0 }] },
];

/** Rooms, saved as the lead's next version and shared, through the API as the builder sends them. */
export async function sharedQuote(page: Page, baseURL: string, leadId: number, rooms: unknown[] = TWO_ROOMS): Promise<SavedVersion> {
  const headers = { Origin: baseURL };
  const draft = { basedOn: 0, note: "", rooms };
  const saved = await page.request.post(`${baseURL}/api/admin/leads/${leadId}/quote/versions`, { headers, data: draft });
  expect(saved.status(), await saved.text()).toBe(201);
  const version = (await saved.json()) as SavedVersion;
  const shared = await page.request.post(`${baseURL}/api/admin/quote-versions/${version.id}/share`, { headers, data: {} });
  expect(shared.status(), await shared.text()).toBe(200);
  return (await shared.json()) as SavedVersion;
}

/** Every mail file's text, soft line breaks of quoted-printable joined. */
function mails(dataDir: string): string[] {
  const dir = join(dataDir, "mail");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml") && !f.startsWith("."))
    .map((f) =>
      readFileSync(join(dir, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
}

/** The newest 6-digit code mailed to addr that is not in seen (the mail worker writes it within a moment). */
export async function mailedQuoteCode(dataDir: string, addr: string, seen = new Set<string>()): Promise<string> {
  let code = "";
  await expect(async () => {
    const found = mails(dataDir)
      .filter((m) => m.includes(`To: <${addr}>`) || m.includes(`To: ${addr}`))
      .map(
        (m) =>
          /\b(\d{6})\b/.exec(
            m
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join("\n"),
          )?.[1],
      )
      .filter((c): c is string => Boolean(c) && !seen.has(c!));
    expect(found.length).toBeGreaterThan(0);
    code = found[found.length - 1]!;
  }).toPass({ timeout: 20_000 });
  seen.add(code);
  return code;
}
