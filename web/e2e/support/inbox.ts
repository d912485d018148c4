// The lead inbox's browser-test helpers: signing in as sales, leads as the public form posts them, the lead as the API answers.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { signInAs } from "./sessions";
import { expect } from "./test";

// The inbox's words, read from the file the server and the pages read.
export const inbox = JSON.parse(readFileSync(new URL("../../app/content/leads.json", import.meta.url), "utf8")) as {
  leadWhatsappGreetings: { estimate: string; consultation: string; contact: string };
  messages: { lostReasonRequired: string; noteRequired: string };
};


/** Starts page signed in as role (sales by default) on the shared site, at the back-office's first page. */
export async function signIn(page: Page, testInfo: TestInfo, role: "sales" | "editor" = "sales") {
  await signInAs(page, role, testInfo);
}

/** A second person at another browser, signed in as the same kind of account. */
export async function secondSalesPage(browser: Browser, page: Page, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize() ?? undefined });
  const other = await context.newPage();
  await signIn(other, testInfo);
  return other;
}

/** A mobile number no other test uses, so duplicates are only the ones a test makes. */
export function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

interface NewLead {
  name: string;
  mobile: string;
  propertyType?: string;
  location?: string;
  email?: string | null;
  utm_campaign?: string;
  page?: string;
}

/** A lead as the public form posts it. */
export async function postLead(request: APIRequestContext, lead: NewLead): Promise<number> {
  const res = await request.post("/api/leads", {
    data: { propertyType: "3 BHK", location: "Pune", email: null, whatsappUpdates: true, page: "/get-free-estimate", ...lead },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function leadVersion(request: APIRequestContext, id: number): Promise<{ version: number; status: string; assignee: { name: string } | null; followUpOn: string | null }> {
  const res = await request.get(`/api/admin/leads/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { lead: { version: number; status: string; assignee: { name: string } | null; followUpOn: string | null } }).lead;
}

/** On a phone the lead page folds its forms behind buttons; this opens the one named (nothing to do on a desk). */
export async function unfold(page: Page, label: "Change status" | "Assign or set a follow-up" | "Add a note") {
  // The lead must be on screen first: before it loads there is no button to count (on a desktop there never is one).
  await page.getByRole("region", { name: "Latest" }).waitFor();
  const button = page.getByRole("button", { name: label, exact: true });
  if ((await button.count()) > 0 && (await button.getAttribute("aria-expanded")) === "false") await button.click();
}

export function indiaToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}
