// The back-office with the real binary: each role reaches exactly what it may. The one spec that signs in through
// the form (the others start signed in, support/sessions.ts): two-factor enrolment, a recovery code, the throttle.
import type { Page } from "@playwright/test";
import { openAdminMenu, ownAddress, submitSignIn } from "./support/admin";
import { blockingViolations } from "./support/axe";
import { findMail } from "./support/records";
import { signInAs } from "./support/sessions";
import { STAFF_PASSWORD, staffEmail, totpCode } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";



/** Follows a navigation link, opening the phone menu first when it is folded away. */
async function goTo(page: Page, label: string) {
  await openAdminMenu(page);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: label }).click();
}

async function navLabels(page: Page): Promise<string[]> {
  await openAdminMenu(page);
  return page.getByRole("navigation", { name: "Back-office" }).getByRole("link").allTextContents();
}

// Each test signs in from its own address, so the per-address throttle the lock test trips leaves the others alone.
test.beforeEach(async ({ page }, testInfo) => ownAddress(page, testInfo, "198.51", 100, 101));

test("sales staff reach leads, their dashboard, appointments, messages and subscribers, and nothing else @phone", async ({ page }, testInfo) => {
  await signInAs(page, "sales", testInfo);
  await expect(page.getByRole("heading", { name: /Hello, Sales/ })).toBeVisible();
  expect(await navLabels(page)).toEqual(["Leads", "Dashboard", "Appointments", "Messages", "Subscribers", "Mail problems"]);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Lead status" })).toBeVisible();
  await page.goto("/admin/accounts");
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  const api = await page.request.get("/api/admin/accounts");
  expect(api.status()).toBe(403);
  expect(await page.title()).toContain("Back-office");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
});

test("editors reach designs, projects, the blog and the site's reviews, FAQs and city pages, and nothing else @desktop", async ({ page }, testInfo) => {
  await signInAs(page, "editor", testInfo);
  await expect(page.getByRole("heading", { name: /Hello, Editor/ })).toBeVisible();
  expect(await navLabels(page)).toEqual(["Designs", "Projects", "Blog posts", "Reviews", "FAQs", "City pages"]);
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  expect((await page.request.get("/api/admin/audit")).status()).toBe(403);
  expect((await page.request.get("/api/admin/me")).status()).toBe(200);
});

test("an owner sets up two-factor sign-in first, then manages accounts and reads the audit log @desktop", async ({ page }, testInfo) => {
  test.setTimeout(90_000); // a long journey: two-factor set-up, accounts, audit log, sign-out and in, a newcomer
  // An owner of its own: the prepared folder's owners have two-factor on already.
  const email = staffEmail("newowner", testInfo.project.name);
  await submitSignIn(page, email);
  // Owners must use two-factor: the first stop is their own account.
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByText("Owners must use two-factor sign-in. Set it up to continue.")).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator("code").first().textContent())!.trim();
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("On: signing in asks for a code from your authenticator app.")).toBeVisible();

  expect(await navLabels(page)).toEqual(["Leads", "Dashboard", "Ad spend", "Appointments", "Availability", "Messages", "Subscribers", "Mail problems", "Designs", "Projects", "Blog posts", "Reviews", "FAQs", "City pages", "Accounts", "Audit log", "Data requests", "Company details", "Access log", "Breach register", "Data protection", "Settings", "System"]);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: staffEmail("sales", testInfo.project.name) })).toBeVisible();
  // The wide table scrolls inside its frame; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const newEmail = `new-${testInfo.project.name}@nivaas.example`;
  await page.getByLabel("Email").fill(newEmail);
  await page.getByLabel("Name").fill("Meera Nair");
  await page.getByLabel("Role").selectOption("editor");
  await page.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText(`We e-mailed this link to ${newEmail}`)).toBeVisible();
  const link = (await page.locator("p.font-mono").first().textContent())!.trim();
  expect(link).toMatch(/\/admin\/set-password#[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("cell", { name: newEmail })).toBeVisible();

  await goTo(page, "Audit log");
  await expect(page.getByRole("row").filter({ hasText: "two-factor turned on" }).filter({ hasText: email }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "account created" }).first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // Signing out, then in again: now with the code step, where a recovery code works once.
  await openAdminMenu(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await submitSignIn(page, email);
  await page.getByLabel("Code").fill(recovery);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: /Hello, Newowner/ })).toBeVisible();

  // The new person chooses a password through the link and signs in.
  const other = await page.context().browser()!.newContext({ baseURL: page.url(), extraHTTPHeaders: { "X-Forwarded-For": "198.51.102.7" } });
  const newcomer = await other.newPage();
  await newcomer.goto(link);
  await newcomer.getByLabel("New password").fill("cedar desk by the window");
  await newcomer.getByLabel("Repeat the password").fill("cedar desk by the window");
  await newcomer.getByRole("button", { name: "Save password" }).click();
  await expect(newcomer.getByRole("heading", { name: "Password saved" })).toBeVisible();
  await other.close();
});

// @desktop only: the growing delays before the lock add up to about a minute.
test("a wrong password is refused in plain words, and ten lock the account for a while @desktop", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const email = staffEmail("locked", testInfo.project.name);
  await submitSignIn(page, email, "not the password!");
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
  await submitSignIn(page, "nobody@nivaas.example", "not the password!");
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
  // Nine more failures, each after the growing wait the server asks for (1 s, 2 s, 4 s … 32 s).
  for (let failures = 1; failures < 10; ) {
    const res = await page.request.post("/api/admin/sign-in", { data: { email, password: `wrong guess ${failures}!` } });
    if (res.status() === 429) {
      await new Promise((r) => setTimeout(r, Number(res.headers()["retry-after"]) * 1000));
      continue;
    }
    expect(res.status()).toBe(401);
    failures++;
  }
  await submitSignIn(page, email);
  await expect(page.getByRole("alert")).toContainText("Too many sign-in attempts. Please try again in 15 minutes.");
});

// The phone project's "locked" person: the lock test runs on the desktop only, so nobody else signs in as them here.
test("a person who forgot the password asks on the sign-in page, gets a link by mail and signs in with a new one @phone", async ({ page, site }, testInfo) => {
  const email = staffEmail("locked", testInfo.project.name);
  await page.goto("/admin/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Mail me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(/^If an active account has this e-mail, a link to choose a new password is on its way\./);
  let mail = "";
  await expect.poll(() => (mail = findMail(site.dataDir, `To: <${email}>`)), { timeout: 15_000 }).toContain("set-password#");
  const link = /https?:\/\/\S+\/admin\/set-password#[A-Za-z0-9_-]+/.exec(mail.replace(/=\r?\n/g, ""))![0];
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await page.getByLabel("New password").fill("cedar desk by the window");
  await page.getByLabel("Repeat the password").fill("cedar desk by the window");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("heading", { name: "Password saved" })).toBeVisible();
  await submitSignIn(page, email, "cedar desk by the window");
  await expect(page.getByRole("heading", { name: /Hello, Locked/ })).toBeVisible();
});

test("an ended session and a sign-out send the person back to sign in @phone", async ({ page, browser }, testInfo) => {
  const email = staffEmail("expiring", testInfo.project.name);
  await submitSignIn(page, email);
  await expect(page.getByRole("heading", { name: /Hello, Expiring/ })).toBeVisible();
  // Another device signs out everywhere: this one's session ends too.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "198.51.103.9" } });
  const res = await other.request.post("/api/admin/sign-in", { data: { email, password: STAFF_PASSWORD } });
  expect(res.status()).toBe(200);
  expect((await other.request.post("/api/admin/sign-out-everywhere")).status()).toBe(204);
  await other.close();
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/sign-in\?ended=1&next=%2Fadmin%2Fleads$/);
  await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await openAdminMenu(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  expect((await page.request.get("/api/admin/me")).status()).toBe(401);
});

test("the sign-in page and the shell are accessible and work from the keyboard; screenshots", async ({ page }, testInfo) => {
  test.setTimeout(60_000); // three axe scans and a password hash: past 30 s on a crowded two-core machine, here and on main
  const res = await page.goto("/admin/sign-in");
  expect(res?.status()).toBe(200);
  expect(res?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, testInfo, "sign-in", { fullPage: true });
  await page.getByLabel("Email").focus();
  await page.keyboard.type(staffEmail("sales", testInfo.project.name));
  await page.keyboard.press("Tab");
  await page.keyboard.type(STAFF_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Hello, Sales/ })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, testInfo, "shell", { fullPage: true });
  await openAdminMenu(page);
  await shot(page, testInfo, "shell-menu", { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
});

// The back-office is an app of its own (web/admin, built into /admin-app/): the public pages load none of it,
// not even route entries in React Router's manifest. @desktop only: the scripts are the same at every width.
test("the home page's scripts hold nothing of the back-office @desktop", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.push(res.text().then((text) => `${res.url()}\n${text}`));
  });
  await page.goto("/");
  // The page starts its scripts after the first paint; the manifest is among the first.
  await expect.poll(() => scripts.length).toBeGreaterThan(5);
  await page.waitForLoadState("networkidle");
  const loaded = await Promise.all(scripts);
  expect(loaded.some((s) => s.includes("/assets/manifest-"))).toBe(true);
  for (const script of loaded) expect(script, script.split("\n")[0]).not.toMatch(/\/admin|admin-api/);
  expect(await page.content()).not.toContain("admin");
});
