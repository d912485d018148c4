// Automatic assignment against the real binary: the owner turns round-robin on in Settings, three public leads go to
// three sales people in turn and each gets a mail; a lead nobody contacts within the response target is flagged in
// the list and the owners are mailed once (the check runs with `site leads escalate --at`, a controlled clock).
import type { Browser, BrowserContext, TestInfo } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { openAdminMenu } from "./support/admin";
import { signInAs } from "./support/sessions";
import { SITE_BINARY, siteEnv, type RunningSite } from "./support/site";
import { staffEmail, startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;
/** The owner's signed-in session from the first test. */
let ownerState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

// Its own site: round-robin on would assign the shared site's leads.
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  site = await startSiteWithStaff("assignment");
});

test.afterAll(async () => {
  await site?.stop();
});

/** Every mail file whose text (soft line breaks joined) contains needle. */
function mailsWith(needle: string): string[] {
  const dir = join(site.dataDir, "mail");
  const files = existsSync(dir)
    ? readdirSync(dir).filter((f) => f.endsWith(".eml") && !f.startsWith("."))
    : [];
  return files
    .map((f) =>
      readFileSync(join(dir, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((t) => t.includes(needle));
}

/** `site leads escalate --at at` against the spec's site, as an operator would run it beside the server. */
function escalateAt(at: string) {
  return spawnSync(SITE_BINARY, ["leads", "escalate", "--at", at], {
    env: siteEnv(site.dataDir),
    encoding: "utf8",
    timeout: 20_000,
  });
}

const recipient = (mail: string) =>
  (/^To: (.*)$/m.exec(mail)?.[1] ?? "").trim().replace(/^<(.*)>$/, "$1");

test("round-robin hands three public leads to three sales people, each mailed; a lead left waiting is flagged and the owners mailed; the assignee with the back-office open is told @desktop", async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  await signInAs(page, "owner", testInfo, site.baseURL);

  // The owner turns automatic assignment on in Settings.
  await openAdminMenu(page);
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Settings" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Lead assignment" }),
  ).toBeVisible();
  await expect(
    page.getByText("Mon–Sat 09:30–18:00 India time", { exact: false }),
  ).toBeVisible();
  await page.getByLabel("Assign new leads automatically (round-robin)").check();
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(
    page.getByText("Saved. New leads now go to the sales team in turn."),
  ).toBeVisible();
  await shot(page, testInfo, "settings", { fullPage: true });

  // Three visitors ask for an estimate.
  const stamp = `${project}${Date.now().toString(36)}`;
  const names = [1, 2, 3].map((n) => `Visitor ${n} ${stamp}`);
  for (const [i, name] of names.entries()) {
    const res = await page.request.post(`${site.baseURL}/api/leads`, {
      data: {
        propertyType: "2 BHK",
        location: "Pune",
        name,
        mobile: `9${project === "phone" ? 1 : 2}0000${i}${i}${i}${i}`,
        email: null,
        whatsappUpdates: false,
      },
    });
    expect(res.status()).toBe(201);
  }

  // Each lead's assignee gets a mail at once, and the three go to three different sales people.
  const assignees: string[] = [];
  for (const name of names) {
    await expect
      .poll(() => mailsWith(`New lead assigned to you: ${name}`).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const mail = mailsWith(`New lead assigned to you: ${name}`)[0]!;
    expect(mail).toContain("Open the lead: ");
    assignees.push(recipient(mail));
  }
  expect(new Set(assignees).size).toBe(3);
  for (const to of assignees)
    expect(to).toMatch(
      /^(sales|locked|expiring)-(phone|desktop)@nivaas\.example$/,
    );

  // Visitor 1 asks again from the same mobile: the person already working that family takes it (issue 41 item 7).
  const repeatName = `Visitor 1 again ${stamp}`;
  const repeat = await page.request.post(`${site.baseURL}/api/leads`, {
    data: { propertyType: "2 BHK", location: "Pune", name: repeatName, mobile: `9${project === "phone" ? 1 : 2}00000000`, email: null, whatsappUpdates: false },
  });
  expect(repeat.status()).toBe(201);
  await expect.poll(() => mailsWith(`New lead assigned to you: ${repeatName}`).map(recipient), { timeout: 20_000 }).toEqual([assignees[0]]);

  // The audit log names the site's own round-robin and the people it picked, not account numbers.
  await page.goto(`${site.baseURL}/admin/audit`);
  const auto = page.getByRole("row").filter({ hasText: "The site (automatic assignment)" });
  await expect(auto.first()).toBeVisible();
  await expect(auto.filter({ hasText: "(repeat enquiry:" })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: /assignee \d/ })).toHaveCount(0);

  // The list shows each lead with its person; the timeline says it was automatic.
  await page.goto(`${site.baseURL}/admin/leads`);
  for (const name of names)
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
  await page.getByRole("link", { name: names[0]! }).first().click();
  await expect(
    page.getByText(/Assigned automatically to .+ \(round-robin\)\./).first(),
  ).toBeVisible();

  // Someone calls the first lead (a note); the rest wait. Three days later the check finds them past the target.
  const firstId = Number(/\/admin\/leads\/(\d+)/.exec(page.url())![1]);
  const detail = (await (
    await page.request.get(`${site.baseURL}/api/admin/leads/${firstId}`)
  ).json()) as { lead: { version: number } };
  expect(
    (
      await page.request.post(
        `${site.baseURL}/api/admin/leads/${firstId}/notes`,
        { data: { version: detail.lead.version, text: "Spoke to them." } },
      )
    ).status(),
  ).toBe(201);
  const later = new Date(Date.now() + 3 * 24 * 3600 * 1000)
    .toISOString()
    .replace(/\.\d+Z$/, "Z");
  const run = escalateAt(later);
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toMatch(
    /^\d+ lead\(s\) past the response target reported to the owners/,
  );

  // The owners are mailed, naming the leads that waited and not the one that was called.
  const owner = staffEmail("owner", project);
  await expect
    .poll(
      () =>
        mailsWith(names[1]!).filter(
          (m) => recipient(m) === owner && m.includes("Not contacted in time"),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  const ownerMail = mailsWith(names[1]!).find(
    (m) => recipient(m) === owner && m.includes("Not contacted in time"),
  )!;
  expect(ownerMail).toContain(names[2]!);
  expect(ownerMail).not.toContain(names[0]!);

  // The list flags the two that waited; the called one is not flagged.
  await page.goto(`${site.baseURL}/admin/leads`);
  const flagged = (name: string) =>
    (project === "phone" ? page.getByRole("listitem") : page.getByRole("row"))
      .filter({ has: page.getByRole("link", { name }) })
      .getByText("Not contacted in time");
  await expect(flagged(names[1]!)).toBeVisible();
  await expect(flagged(names[2]!)).toBeVisible();
  await expect(flagged(names[0]!)).toHaveCount(0);
  await shot(page, testInfo, "leads-late", { fullPage: true });
  await page.getByRole("link", { name: names[1]! }).first().click();
  await expect(page.getByRole("heading", { name: names[1]!, level: 1 })).toBeVisible();
  await expect(page.getByText("Not contacted in time")).toBeVisible();

  // A second check mails nobody again.
  const again = escalateAt(later);
  expect(again.stdout).toContain("0 lead(s)");

  // The owner's own account page: away, the chime and the browser's notification.
  await page.goto(`${site.baseURL}/admin/account`);
  await expect(
    page.getByRole("heading", { name: "New leads for you" }),
  ).toBeVisible();
  await expect(
    page.getByLabel("Play a sound for a new lead assigned to me"),
  ).not.toBeChecked();
  await shot(page, testInfo, "account-alerts", { fullPage: true });
  ownerState = await page.context().storageState();
  await salesNotice(browser, testInfo);
});

/** The assignee with the back-office open sees a notice and gets the browser's notification. */
async function salesNotice(browser: Browser, testInfo: TestInfo) {
  const project = testInfo.project.name;
  const ownerContext = await browser.newContext({ storageState: ownerState });
  const page = await ownerContext.newPage();
  // Only this project's "sales" person stays on duty, so the next lead is theirs.
  const me = staffEmail("sales", project);
  const set = (await (
    await page.request.get(`${site.baseURL}/api/admin/assignment`)
  ).json()) as {
    people: { id: number; name: string; role: string; cities: string[] }[];
  };
  const mine = set.people.find((p) => p.name === `Sales ${project}`)!;
  for (const p of set.people.filter((p) => p.role === "sales")) {
    const res = await page.request.put(
      `${site.baseURL}/api/admin/assignment/people/${p.id}`,
      { data: { away: p.id !== mine.id, cities: p.cities } },
    );
    expect(res.status()).toBe(200);
  }

  // The sales person's browser: notifications allowed (recorded rather than shown).
  const context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: site.baseURL,
  });
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications =
      shown;
    class FakeNotification {
      static permission = "granted";
      static requestPermission = () => Promise.resolve("granted");
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push(`${title}: ${options?.body ?? ""}`);
      }
    }
    (window as unknown as { Notification: unknown }).Notification =
      FakeNotification;
  });
  const sales = await context.newPage();
  await signInAs(sales, "sales", testInfo, site.baseURL);
  await sales.goto(`${site.baseURL}/admin/account`);
  await expect(
    sales.getByText("Browser notifications are on in this browser."),
  ).toBeVisible();
  await sales.waitForTimeout(2_500); // the first poll marks the leads already there as seen

  const name = `Notice ${project} ${Date.now().toString(36)}`;
  const res = await page.request.post(`${site.baseURL}/api/leads`, {
    data: {
      propertyType: "3 BHK",
      location: "Pune",
      name,
      mobile: `9${project === "phone" ? 3 : 4}00005555`,
      email: null,
      whatsappUpdates: false,
    },
  });
  expect(res.status()).toBe(201);
  await expect
    .poll(() => mailsWith(`New lead assigned to you: ${name}`).map(recipient), {
      timeout: 20_000,
    })
    .toEqual([me]);

  // Within a poll (15 s) the page says so, and the browser's notification named the lead.
  const notice = sales
    .getByRole("status")
    .filter({ hasText: "New lead assigned to you:" });
  await expect(notice.getByRole("link", { name })).toBeVisible({
    timeout: 25_000,
  });
  expect(
    await sales.evaluate(
      () =>
        (window as unknown as { shownNotifications: string[] })
          .shownNotifications,
    ),
  ).toEqual([`New lead assigned to you: ${name}`]);
  await shot(sales, testInfo, "notice");
  await notice.getByRole("link", { name }).click();
  await expect(sales).toHaveURL(/\/admin\/leads\/\d+$/);
  await expect(sales.getByText("New lead assigned to you:")).toHaveCount(0);
  await context.close();
  await ownerContext.close();
}
