// Signed-in sessions for browser tests, instead of the sign-in form (admin.spec.ts alone tests the form): the prepared
// folder's saved session of each role, checked once per worker and site, and replaced by an API sign-in if it ended.
import { expect, request, type Page, type TestInfo } from "@playwright/test";
import { sharedSite } from "./site";
import { preparedStaff, STAFF_PASSWORD, staffEmail, totpCode, type SessionRole, type StorageState } from "./staff";

const checked = new Map<string, Promise<StorageState>>();

/**
 * The session state of role's account of project on the site at baseURL, good for a browser context's storageState;
 * fresh signs in anew, for a test whose change to the account (a grant, a role) ended the sessions it had.
 */
export function staffSession(baseURL: string, role: SessionRole, project: string, fresh = false): Promise<StorageState> {
  const key = `${baseURL} ${role} ${project}`;
  let state = fresh ? undefined : checked.get(key);
  if (!state) {
    state = liveSession(baseURL, staffEmail(role, project), fresh);
    checked.set(key, state);
    state.catch(() => checked.delete(key));
  }
  return state;
}

async function liveSession(baseURL: string, email: string, fresh: boolean): Promise<StorageState> {
  const prepared = preparedStaff();
  const saved = prepared.sessions[email];
  const api = await request.newContext({ baseURL, storageState: fresh ? undefined : saved });
  try {
    // A copy of the folder started long after the run began may find the session past its idle hour.
    if (!fresh && (await api.get("/api/admin/me")).ok()) return saved;
    await api.clearCookies();
    const secret = prepared.totpSecrets[email];
    for (let attempt = 0; ; attempt++) {
      const res = await api.post("/api/admin/sign-in", { data: { email, password: STAFF_PASSWORD, code: secret ? totpCode(secret) : "" } });
      if (res.ok()) return await api.storageState();
      // A code is good once: another sign-in may have spent this 30 s step's, so the next step's is used.
      if (!secret || attempt === 2) throw new Error(`sign-in of ${email} at ${baseURL}: ${res.status()} ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 200));
    }
  } finally {
    await api.dispose();
  }
}

/**
 * Starts page signed in as role (the account of the test's project) on the site at baseURL (the shared one by default) and opens
 * the back-office there, as the sign-in form would leave it (fresh: see staffSession).
 */
export async function signInAs(page: Page, role: SessionRole, testInfo: Pick<TestInfo, "project">, baseURL = sharedSite().baseURL, fresh = false): Promise<void> {
  await page.context().addCookies((await staffSession(baseURL, role, testInfo.project.name, fresh)).cookies);
  await page.goto(`${baseURL}/admin`);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
}
