// Issue 28's "media they appear in, on request", against the real binary at 390 and 1440 px: staff pick the photo
// that shows the person in the erasure step's photo picker and fulfil the request; the project page no longer shows
// the photo, and none of its addresses serves it.
import type { Page } from "@playwright/test";
import { freshMobile } from "./support/inbox";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: the erasure deletes photos.
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  site = await startSiteWithStaff("privacy-photos");
});

test.afterAll(async () => {
  await site?.stop();
});

interface Uploaded {
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  widths: number[];
  preview: string;
}

/** A photo of the test's own (its colours from seed, so each run uploads a new one), uploaded as staff do. */
async function uploadPhoto(page: Page, seed: number): Promise<Uploaded> {
  const dataURL = await page.evaluate((seed) => {
    const c = document.createElement("canvas");
    c.width = 1200;
    c.height = 900;
    const g = c.getContext("2d")!;
    g.fillStyle = `hsl(${seed % 360} 60% 45%)`;
    g.fillRect(0, 0, 1200, 900);
    g.fillStyle = `hsl(${(seed * 7) % 360} 70% 70%)`;
    g.fillRect(300, 200, 600, 500);
    return c.toDataURL("image/jpeg", 0.9);
  }, seed);
  const res = await page.request.post(`${site.baseURL}/api/admin/media`, {
    data: Buffer.from(dataURL.slice(dataURL.indexOf(",") + 1), "base64"),
    headers: { "Content-Type": "image/jpeg", "X-File-Name": "family.jpg" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Uploaded;
}

/** The photo's addresses: every size in every format. */
const addresses = (p: Uploaded) => p.widths.flatMap((w) => [`/media/${p.hash}/${w}.webp`, `/media/${p.hash}/${w}.jpg`]);

test("staff pick the photo a person appears in; after the erasure the project page no longer shows it or serves it @desktop", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const tag = `${project}${Date.now().toString(36)}`;
  const home = `Erasure Home ${tag}`;
  await signInAs(page, "owner", testInfo, site.baseURL);

  const photo = await uploadPhoto(page, Date.now() % 100_000);
  const kept = await uploadPhoto(page, (Date.now() % 100_000) + 181);
  const image = (p: Uploaded, alt: string) => ({ media: p.hash, alt, width: p.width, height: p.height, placeholder: p.placeholder, widths: p.widths });
  const created = await page.request.post(`${site.baseURL}/api/admin/projects`, {
    data: { name: home, location: "Pune", images: [image(photo, "The family in their living room"), image(kept, "The empty kitchen")], status: "published" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect.poll(async () => (await page.request.get(`${site.baseURL}/recent-projects`)).text()).toContain(photo.hash);

  const asked = await page.request.post(`${site.baseURL}/api/admin/privacy/requests`, {
    data: { kind: "erasure", leadId: 0, name: `Photo Person ${tag}`, mobile: freshMobile(), email: "", verified: true, note: "Asked on the phone." },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await page.goto(`${site.baseURL}/admin/privacy`);
  await page.getByRole("link", { name: new RegExp(`Erase their data: Photo Person ${tag}`) }).click();
  await page.getByLabel("Search photos").fill(home);
  // Both photos are on the one project: each is shown with its thumbnail and description, and staff pick the family's.
  await expect(page.getByRole("checkbox", { name: new RegExp(`shown on: Project “${home}”`) })).toHaveCount(2);
  await expect(page.getByRole("img", { name: "The family in their living room" })).toBeVisible();
  await page.getByRole("checkbox", { name: `Erase the photo “The family in their living room” shown on: Project “${home}”` }).check();
  await expect(page.getByRole("status").filter({ hasText: "1 photo picked" })).toBeVisible();
  await shot(page, testInfo, "picker", { fullPage: true });
  await page.getByRole("button", { name: "Erase their data" }).click();
  await expect(page.getByText(/and 1 photo from every page showing them/)).toBeVisible();
  await page.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText(/^Erased\. The erasure log/)).toBeVisible();

  await page.goto(`${site.baseURL}/admin/privacy`);
  await expect(page.getByRole("cell", { name: /photo places 1, photos 1/ }).first()).toBeVisible();

  // The project page: the project is still there with its other photo, and nothing of the erased one.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${site.baseURL}/recent-projects`);
  await expect(visitor.getByText(home).first()).toBeVisible();
  await expect(visitor.locator(`img[src*="${photo.hash}"], source[srcset*="${photo.hash}"], img[srcset*="${photo.hash}"]`)).toHaveCount(0);
  expect(await visitor.content()).not.toContain(photo.hash);
  expect(await visitor.content()).toContain(kept.hash);
  await shot(visitor, testInfo, "projects");
  await visitor.close();
  for (const path of addresses(photo)) {
    const res = await page.request.get(`${site.baseURL}${path}`);
    expect([404, 410], `${path} answers ${res.status()}`).toContain(res.status());
  }
  expect((await page.request.get(`${site.baseURL}${kept.preview}`)).status()).toBe(200);
});
