// Issue 24, items 9–11: a draft saves with what it has and publishing asks for what is missing, the first field
// in error focused and in view; a design moves anywhere in one request and one audit entry (keyboard and drag);
// the audit log says what a person would ("uploaded kitchen-2.jpg to '…'", "moved '…' to first").
import type { TestInfo } from "@playwright/test";
import { blockingViolations } from "./support/axe";
import { phonePhoto } from "./support/photos";
import { dbRows, unique } from "./support/records";
import { signInAs } from "./support/sessions";
import { expect, test } from "./support/test";

/** A list of its own per test and browser project: tests run side by side on one server. */
function ownTier(testInfo: TestInfo, type: "Luxury" | "Ultra Premium") {
  const category = testInfo.project.name === "phone" ? "Home-Office-Designs" : "Kids-Bedroom-Designs";
  return { category, type, path: `/admin/designs?${new URLSearchParams({ category, type })}` };
}

const auditRows = (dataDir: string, like: string) =>
  dbRows<{ action: string; summary: string }>(dataDir, `SELECT action, summary FROM audit_log WHERE summary LIKE '${like.replaceAll("'", "''")}' ORDER BY id`);

test("a draft saves without photo descriptions; publishing focuses the first field in error, in view", async ({ page, site }, testInfo) => {
  test.setTimeout(120_000);
  const title = unique("Study nook", testInfo);
  const tier = ownTier(testInfo, "Luxury");
  await signInAs(page, "editor", testInfo);
  await page.goto(tier.path);
  await expect(page.getByRole("heading", { name: "Designs", level: 1 })).toBeVisible();

  // "New design" comes before the list, not after it.
  const newButton = page.getByRole("button", { name: "New design" });
  const list = page.getByRole("list", { name: "Designs in gallery order" }).or(page.getByText("No designs in this category and tier yet."));
  expect((await newButton.boundingBox())!.y).toBeLessThan((await list.first().boundingBox())!.y);
  await newButton.click();
  const editor = page.getByRole("region", { name: "New design" });
  await editor.getByLabel("Choose photos").setInputFiles({ name: "kitchen-1.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(page) });
  await expect(editor.getByText(/^Added: 1500 × 2000 pixels/)).toBeVisible({ timeout: 30_000 });

  // A draft saves with its photo still undescribed, and no photo is marked in error.
  await editor.getByLabel("Title").fill(title);
  await editor.getByRole("button", { name: "Keep as draft" }).click();
  await expect(page.getByText("Saved as a draft: only the back-office sees it.")).toBeVisible();
  await expect(page.getByText("Please describe this photo for people who cannot see it.")).toHaveCount(0);
  const saved = page.getByRole("region", { name: "Edit design" });

  // A second photo, now that the design has a name: the audit log says which design it went to.
  await saved.getByLabel("Choose photos").setInputFiles({ name: "kitchen-2.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(page) });
  await expect(saved.getByText(/^Added: 1500 × 2000 pixels/).nth(0)).toBeVisible({ timeout: 30_000 });
  await expect(saved.getByLabel("Description of photo 2")).toBeVisible();

  // Publishing without a title: the title is focused and on screen, with its sentence; the photos are marked too.
  await saved.getByLabel("Title").fill("");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await saved.getByRole("button", { name: "Publish" }).click();
  await expect(saved.getByLabel("Title")).toHaveAccessibleDescription("Please give the design a title.");
  await expect(saved.getByLabel("Title")).toBeFocused();
  await expect(saved.getByLabel("Title")).toBeInViewport();
  await expect(saved.getByText("Please describe this photo for people who cannot see it.")).toHaveCount(2);
  expect(await blockingViolations(page)).toEqual([]);

  // With the title back, the first photo's description is the first thing missing.
  await saved.getByLabel("Title").fill(title);
  await saved.getByRole("button", { name: "Publish" }).click();
  await expect(saved.getByLabel("Description of photo 1")).toBeFocused();
  await expect(saved.getByLabel("Description of photo 1")).toBeInViewport();
  await saved.getByLabel("Description of photo 1").fill("A desk under the window with a pinboard above");
  await saved.getByLabel("Description of photo 2").fill("Shelves of white oak beside the desk");
  await saved.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: it shows in the gallery now.")).toBeVisible();

  expect(auditRows(site.dataDir, "uploaded kitchen-1.jpg for a new design").length).toBeGreaterThanOrEqual(1);
  expect(auditRows(site.dataDir, `uploaded kitchen-2.jpg to '${title}'`)).toHaveLength(1);
  expect(auditRows(site.dataDir, `published the design '${title}'`)).toHaveLength(1);
});

test("designs move to the top, to a position and by dragging, each in one request and one audit entry; the owner reads it in words @desktop", async ({
  page,
  site,
}, testInfo) => {
  test.setTimeout(150_000);
  const tier = ownTier(testInfo, "Ultra Premium");
  const stamp = unique("", testInfo).trim();
  await signInAs(page, "editor", testInfo);
  const titles = ["Alder", "Birch", "Cedar", "Deodar"].map((t) => `${t} desk ${stamp}`);
  for (const title of titles) {
    const made = await page.request.post("/api/admin/designs", { data: { category: tier.category, type: tier.type, title, status: "draft" } });
    expect(made.status()).toBe(201);
  }
  await page.goto(tier.path);
  const list = page.getByRole("list", { name: "Designs in gallery order" });
  const mine = list.getByRole("listitem").filter({ hasText: stamp });
  await expect(mine).toHaveCount(4);
  const order = async () => (await mine.locator("p.font-semibold").allTextContents()).map((t) => t.replace(/^\d+\.\s*/, "").replace(` desk ${stamp}`, ""));
  // Every move request and its answer: one of each per move.
  const sent: string[] = [];
  const answered: number[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/api\/admin\/designs\/\d+\/move$/.test(r.url())) sent.push(r.url());
  });
  page.on("response", (r) => {
    if (r.request().method() === "POST" && /\/api\/admin\/designs\/\d+\/move$/.test(r.url())) answered.push(r.status());
  });
  const movedTo = async (n: number) => {
    await expect.poll(() => answered.length).toBe(n);
    expect(answered.every((status) => status === 200)).toBe(true);
    expect(sent).toHaveLength(n);
  };

  // Keyboard only: Deodar, last, goes to the top in one step; the focus stays with it.
  const chooseDeodar = page.getByRole("button", { name: `Move to… ${titles[3]}` });
  await chooseDeodar.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("group", { name: `Move ${titles[3]}` }).getByRole("button", { name: "Move to top" }).focus();
  await page.keyboard.press("Enter");
  await movedTo(1);
  await expect(chooseDeodar).toBeFocused();
  expect((await list.getByRole("listitem").first().textContent()) ?? "").toContain(titles[3]);
  await expect.poll(order).toEqual(["Deodar", "Alder", "Birch", "Cedar"]);

  // To a numbered place: Alder to the last of the whole list, typed and sent with Enter.
  const total = await list.getByRole("listitem").count();
  await page.getByRole("button", { name: `Move to… ${titles[0]}` }).click();
  const place = page.getByRole("group", { name: `Move ${titles[0]}` }).getByLabel(/^Position/);
  await place.fill(String(total));
  await place.press("Enter");
  await movedTo(2);
  await expect.poll(order).toEqual(["Deodar", "Birch", "Cedar", "Alder"]);

  // Dragging by the handle (a mouse on a desktop, a finger on a phone's touch screen: both are pointer events).
  const handleOf = (title: string) => mine.filter({ hasText: title }).locator("[data-drag-handle]");
  const from = (await handleOf(titles[2]).boundingBox())!;
  const to = (await mine.filter({ hasText: titles[3] }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // The dragged row's middle ends a little above Deodar's: it goes in just before Deodar.
  for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - 10 - from.y) * step) / 10);
  await page.mouse.up();
  await movedTo(3);
  await expect.poll(order).toEqual(["Cedar", "Deodar", "Birch", "Alder"]);

  // What the server kept, after a reload; one audit entry per move, in words.
  await page.reload();
  await expect.poll(order).toEqual(["Cedar", "Deodar", "Birch", "Alder"]);
  const moved = dbRows<{ summary: string }>(site.dataDir, `SELECT summary FROM audit_log WHERE action = 'design moved' AND subject LIKE '%${stamp}%' ORDER BY id`);
  expect(moved.map((m) => m.summary)).toEqual([`moved '${titles[3]}' to first`, `moved '${titles[0]}' to last`, expect.stringMatching(new RegExp(`^moved '${titles[2]}' to (first|position \\d+)$`))]);
  expect(await blockingViolations(page)).toEqual([]);

  // An owner reads those entries as sentences: no hashes, no id lists.
  const owner = await page.context().browser()!.newContext({ baseURL: page.url() });
  const reader = await owner.newPage();
  await signInAs(reader, "owner", testInfo);
  await reader.goto("/admin/audit");
  await expect(reader.getByRole("columnheader", { name: "What happened" })).toBeVisible();
  await expect(reader.getByRole("cell", { name: `moved '${titles[3]}' to first`, exact: true })).toBeVisible();
  await expect(reader.getByRole("cell", { name: `moved '${titles[0]}' to last`, exact: true })).toBeVisible();
  await expect(reader.getByRole("cell", { name: `created the design '${titles[0]}' as a draft`, exact: true })).toBeVisible();
  await expect(reader.getByRole("cell").filter({ hasText: /[0-9a-f]{64}/ })).toHaveCount(0);
  expect(await blockingViolations(reader)).toEqual([]);
  await owner.close();
});
