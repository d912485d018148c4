// New leads are noticed wherever the back-office is open, the company's mail links to the lead, and contact
// messages go onward (a lead, WhatsApp, a mail reply), with the real binary and its mail folder.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { blockingViolations } from "./support/axe";
import { unique } from "./support/records";
import { signInAs } from "./support/sessions";
import { sharedSite } from "./support/site";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

test.describe.configure({ timeout: 90_000 });

function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

async function postLead(request: APIRequestContext, name: string, mobile: string): Promise<number> {
  const res = await request.post("/api/leads", {
    data: { propertyType: "3 BHK", location: "Pune", name, mobile, email: null, whatsappUpdates: true, page: "/get-free-estimate" },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The first mail file containing needle once its quoted-printable soft line breaks are joined; "" when none does yet. */
function mailText(needle: string): string {
  const dir = join(sharedSite().dataDir, "mail");
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".eml") && !f.startsWith(".")) : [];
  for (const f of files) {
    const text = readFileSync(join(dir, f), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (text.includes(needle)) return text;
  }
  return "";
}

test("the tab counts new leads on any back-office page; the company's mail links to the lead, opened after sign-in @phone", async ({ page, browser }, testInfo) => {
  await signInAs(page, "sales", testInfo);
  // The list seen: nothing new. Then another page, and a lead arrives.
  await page.goto("/admin/leads");
  await expect(page).toHaveTitle(/^Leads · Back-office · /);
  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const name = unique("Mail Link", testInfo);
  const id = await postLead(page.request, name, freshMobile());
  await expect(page).toHaveTitle(/^\(\d+\) Messages · Back-office · /, { timeout: 20_000 });
  await shot(page, testInfo, "tab-title");
  // Seeing the list sees them.
  await page.goto("/admin/leads");
  await expect(page).toHaveTitle(/^Leads · Back-office · /, { timeout: 20_000 });

  // The company's notification links straight to the lead's page at the site's address.
  let text = "";
  await expect.poll(() => (text = mailText(name)), { timeout: 20_000 }).toContain("Open the lead: ");
  const link = /Open the lead: (\S+)/.exec(text)?.[1] ?? "";
  expect(link).toBe(`${new URL(page.url()).origin}/admin/leads/${id}`);
  expect(text).toContain(`href="${link}"`);

  // Someone signed out follows it: sign-in first, which then leads on to the lead (admin.spec.ts signs in through
  // the form to a next= page; here the session is added and the link followed again).
  const fresh = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(new RegExp(`/admin/sign-in\\?next=%2Fadmin%2Fleads%2F${id}$`));
  await signInAs(other, "sales", testInfo);
  await other.goto(link);
  await expect(other.getByRole("heading", { name, level: 1 })).toBeVisible();
  await fresh.close();
});

test("a contact message is added to the writer's lead, assigned, answered by WhatsApp and by mail @phone", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const mobile = freshMobile();
  const leadName = unique("Answer Lead", testInfo);
  const leadId = await postLead(page.request, leadName, mobile);
  const lastName = `Answer ${project} ${Date.now().toString(36)}`;
  const email = `answer-${project}-${Date.now().toString(36)}@example.in`;
  const sent = await page.request.post("/api/contact", {
    data: { firstName: "Ravi", lastName, email, phone: `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`, subject: "sales", message: "Do you make wardrobes too?", page: "/Contactus" },
  });
  expect(sent.ok()).toBe(true);

  await signInAs(page, "sales", testInfo);
  await page.goto(`/admin/messages?q=${encodeURIComponent(lastName)}`);
  const message = page.getByRole("article", { name: `Ravi ${lastName}: Sales` });
  await expect(message).toBeVisible();

  // WhatsApp opens a chat with the writer's mobile and a greeting signed by the person.
  const wa = message.getByRole("link", { name: /^WhatsApp/ });
  await expect(wa).toHaveAttribute("href", new RegExp(`^https://wa\\.me/91${mobile}\\?text=Hello%20Ravi%2C%20this%20is%20Sales%20${project}%20from%20Nivaas%20Interiors`));

  // The lead with the same mobile (written differently) is offered first.
  await message.getByRole("button", { name: /^Make a lead/ }).click();
  const form = message.getByRole("form", { name: "Make a lead" });
  const existing = form.getByRole("radio", { name: `Add to lead #${leadId}: ${leadName} (same mobile, New)` });
  await expect(existing).toBeChecked();
  await form.getByLabel("Assign to").selectOption({ label: `Sales ${project}` });
  await shot(page, testInfo, "message-make-lead", { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Add to the lead" }).click();
  await expect(message.getByRole("link", { name: `Open lead #${leadId}` })).toBeVisible();
  await expect(message.getByText(`Handled by Sales ${project}`)).toBeVisible();

  // A mail reply goes out through the outbox, quoting the message.
  await message.getByRole("button", { name: /^Reply by mail/ }).click();
  const reply = message.getByRole("form", { name: "Reply by mail" });
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(reply.getByLabel(`Your reply to ${email}`)).toBeFocused();
  const answer = `Yes, we make wardrobes. May we call you this evening? (${lastName})`;
  await reply.getByLabel(`Your reply to ${email}`).fill(answer);
  await shot(page, testInfo, "message-reply", { fullPage: true });
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(message.getByText(new RegExp(`^Replied by mail by Sales ${project}, `))).toBeVisible();
  let mail = "";
  await expect.poll(() => (mail = mailText(answer)), { timeout: 20_000 }).toContain(`Re: Sales`);
  expect(mail).toContain(email);
  expect(mail).toContain("Do you make wardrobes too?");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "message-answered", { fullPage: true });

  // The lead's history has the message, the assignment and the reply (the reply also as the latest activity).
  await message.getByRole("link", { name: `Open lead #${leadId}` }).click();
  await expect(page.getByRole("heading", { name: leadName, level: 1 })).toBeVisible();
  await expect(page.getByText("Contact message (Sales): Do you make wardrobes too?")).toBeVisible();
  await expect(page.getByText(`Replied by mail to ${email}: Yes, we make wardrobes.`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(`Assigned to Sales ${project}.`).first()).toBeVisible();
});

test("Export Excel downloads the filtered leads as a workbook @desktop", async ({ page }, testInfo) => {
  await signInAs(page, "sales", testInfo);
  await page.goto("/admin/leads?location=Noida");
  const link = page.getByRole("link", { name: "Export Excel" });
  await expect(link).toHaveAttribute("href", "/api/admin/leads/export.xlsx?location=Noida");
  await shot(page, testInfo, "leads-export-buttons");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = readFileSync((await download.path())!);
  expect(book.subarray(0, 2).toString()).toBe("PK"); // a zip, as every .xlsx is
});
