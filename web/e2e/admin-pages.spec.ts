// Every back-office page once at each width, opened by an owner (who may open them all): it names itself in the tab,
// shows its heading and not a refusal, logs no console error, uncaught exception or CSP violation, has no serious or
// critical axe violation (every rule), and is no wider than the screen. The pages are the back-office's own list
// (admin/page-list.ts); a page of one record opens a record made for it here; the signed-out pages come last. Signed in
// through the saved owner session of the shared site (support/sessions.ts), in one tab a worker (support/tab.ts).
import type { APIRequestContext } from "@playwright/test";
import { request as apiRequest } from "@playwright/test";
import { adminPages } from "../admin/page-list";
import { seriousViolations } from "./support/axe";
import { waitForSettled } from "./support/ready";
import { staffSession } from "./support/sessions";
import { sharedSite } from "./support/site";
import { expect, test } from "./support/tab";
import { expectNoSidewaysScroll } from "./support/width";

/** The record each one-record page opens: ":id" of leads/:id, blog-posts/:id, privacy/:id and breaches/:id. */
const ids = new Map<string, number>();

/** The id in a created record's answer, whether the record comes bare or under one key ({ request: { id } }). */
async function idOf(res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<number> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  const body = (await res.json()) as Record<string, unknown>;
  const id = typeof body.id === "number" ? body.id : (Object.values(body).find((v) => typeof (v as { id?: unknown })?.id === "number") as { id: number })?.id;
  expect(id, JSON.stringify(body).slice(0, 200)).toBeGreaterThan(0);
  return id;
}

test.beforeAll(async ({}, testInfo) => {
  const { baseURL } = sharedSite();
  const api = await apiRequest.newContext({ baseURL, storageState: await staffSession(baseURL, "owner", testInfo.project.name) });
  const lead = await idOf(
    await api.post("/api/leads", {
      data: { propertyType: "3 BHK", location: "Pune", name: `Page Visitor ${testInfo.project.name} ${testInfo.workerIndex}`, mobile: `98765${String(Date.now()).slice(-5)}`, email: null, whatsappUpdates: false, page: "/get-free-estimate" },
    }),
  );
  ids.set("leads/:id", lead);
  ids.set("privacy/:id", await idOf(await api.post("/api/admin/privacy/requests", { data: { kind: "access", leadId: lead, verified: true, note: "Asked on a call." } })));
  ids.set(
    "breaches/:id",
    await idOf(
      await api.post("/api/admin/breaches", {
        data: {
          summary: "A printed lead list was left on a site visit.",
          foundAt: new Date().toISOString(),
          data: "Names and mobile numbers",
          people: 3,
          leadIds: [lead],
          consequences: "Unwanted calls.",
          measures: "The list was collected back.",
          advice: "Ignore calls asking for payment in our name.",
        },
      }),
    ),
  );
  const posts = (await (await api.get("/api/admin/blog-posts")).json()) as Record<string, unknown>;
  const list = (Array.isArray(posts) ? posts : Object.values(posts).find(Array.isArray)) as { id: number }[];
  ids.set("blog-posts/:id", list[0]!.id);
  await api.dispose();
});

/** The address of a page of the list: its own path, a one-record page with the record made for it. */
function address(path: string): string {
  return `/admin/${path.includes(":id") ? path.replace(":id", String(ids.get(path))) : path}`;
}

const signedIn = [{ path: "", title: "Overview" }, ...adminPages, { path: "no-such-page", title: "Page not found" }];

test.describe("signed in as an owner", () => {
  test.use({ tabRole: "owner" });
  for (const { path, title } of signedIn) {
    test(`/admin/${path}`, async ({ tab }) => {
      test.setTimeout(60_000); // a page's chunk and data, then an axe walk of every rule, on a busy machine
      const { page } = tab;
      await tab.open(address(path));
      await expect(page).toHaveTitle(new RegExp(`^${title} · Back-office · `));
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Not available to your role" })).toHaveCount(0);
      await waitForSettled(page);

      const found = await tab.problems();
      expect(found, `\n${found.join("\n")}\n`).toEqual([]);
      const violations = await seriousViolations(page);
      expect(violations, `\n${violations.join("\n\n")}\n`).toEqual([]);
      await expectNoSidewaysScroll(page, `${address(path)} at ${page.viewportSize()!.width} px`);
    });
  }
});

for (const { path, title } of [
  { path: "sign-in", title: "Sign in" },
  { path: "set-password", title: "Choose a password" },
  { path: "forgot-password", title: "Forgot your password\\?" },
]) {
  test(`/admin/${path} (signed out)`, async ({ tab }) => {
    const { page } = tab;
    await tab.open(`/admin/${path}`);
    await expect(page).toHaveTitle(new RegExp(`^${title} · Back-office · `));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await waitForSettled(page);
    const found = await tab.problems();
    expect(found, `\n${found.join("\n")}\n`).toEqual([]);
    const violations = await seriousViolations(page);
    expect(violations, `\n${violations.join("\n\n")}\n`).toEqual([]);
    await expectNoSidewaysScroll(page, `/admin/${path} at ${page.viewportSize()!.width} px`);
  });
}
