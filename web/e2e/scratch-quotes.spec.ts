// SCRATCH (not committed): the quote UI against an in-page fake of the API, to look at the screens early.
import type { Page, Route } from "@playwright/test";
import { readFileSync } from "node:fs";
const quoteTexts = JSON.parse(readFileSync(new URL("../app/content/quotes.json", import.meta.url), "utf8")) as { defaults: Record<string, unknown> };
import { computeQuote } from "../app/features/admin-quotes/quote-money";
import { postLead } from "./support/inbox";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

test.use({ staffRole: "owner" });

type Any = Record<string, any>; // eslint-disable-line
async function fakeApi(page: Page) {
  const settings: Any = { ...quoteTexts.defaults, version: 1 };
  const versions: Any[] = [];
  const price = (draft: Any) =>
    draft.rooms.map((r: Any) => ({
      name: r.name,
      lines: r.lines.map((l: Any) => {
        const it = settings.priceList.find((i: Any) => i.id === l.itemId);
        return { ...l, name: it?.name ?? l.name, unit: it?.unit ?? l.unit, ratePaise: it ? it.rates[l.tier] : l.ratePaise, gstBp: it?.gstBp ?? l.gstBp };
      }),
    }));
  const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
  await page.route(/\/api\/admin\/(quote-settings|leads\/\d+\/quote|quote-versions)/, async (route) => {
    const req = route.request();
    const path = new URL(req.url()).pathname;
    const body = req.postDataJSON() as Any;
    if (path.endsWith("quote-settings")) return json(route, 200, req.method() === "PUT" ? { ...body, version: body.version + 1 } : settings);
    if (path.endsWith("/quote")) return json(route, 200, { versions: [...versions].reverse(), onlinePayment: true, settingsVersion: 1 });
    if (path.endsWith("/preview") || path.endsWith("/versions")) {
      const fields: Any = {};
      body.rooms.forEach((r: Any, ri: number) => r.lines.forEach((l: Any, li: number) => l.discountBp > 1000 && (fields[`rooms.${ri}.lines.${li}.discountBp`] = "Your role may give at most 10% off a line; ask an owner for more.")));
      if (Object.keys(fields).length) return json(route, 400, { error: "Please correct the marked fields.", fields });
      const c = computeQuote(price(body), settings.milestones);
      if (path.endsWith("/preview")) return json(route, 200, c);
      const v = { ...c, id: versions.length + 10, leadId: 1, number: versions.length + 1, note: body.note, changes: versions.length ? ["Kitchen: Modular kitchen (base and wall units) (premium), 12 → 14 running ft.", "Total ₹3,62,319 → ₹4,02,675."] : [], createdAt: new Date().toISOString(), createdBy: "Owner desktop", sharedAt: null, link: null, accepted: null, payment: null, locked: false };
      versions.push(v);
      return json(route, 201, v);
    }
    const v = versions.find((x) => path.includes(`/${x.id}/`))!;
    if (path.endsWith("/share")) Object.assign(v, { sharedAt: new Date().toISOString(), link: "http://127.0.0.1:8080/quote/Zx81kQ_long-signed-token-abcdefghijklmnop" });
    if (path.endsWith("/accept-on-call")) {
      Object.assign(v, { locked: true, accepted: { name: body.customerName, at: new Date().toISOString(), channel: "call", address: "", recordedBy: "Owner desktop", note: body.note }, payment: { state: "created", amountPaise: v.milestones[0].amountPaise, paidPaise: 0, shortUrl: "https://rzp.io/i/abc123", expiresAt: new Date(Date.now() + 7 * 864e5).toISOString() } });
      v.milestones[0].state = "link_sent";
    }
    return json(route, 200, v);
  });
}

test("look at the quote screens", async ({ page }, testInfo) => {
  const id = await postLead(page.request, { name: `Scratch ${Date.now()}`, mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}` });
  await fakeApi(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("form", { name: "Price list and quotes" })).toBeVisible();
  await shot(page, testInfo, "s-settings", { fullPage: true });
  await page.goto(`/admin/leads/${id}`);
  const quote = page.getByRole("region", { name: "Quote" });
  await quote.getByRole("button", { name: "Build a quote" }).click();
  const form = quote.getByRole("form", { name: "Quote v1" });
  await form.getByRole("region", { name: "Room 1" }).getByLabel("Room name").fill("Kitchen");
  const line = page.getByRole("group", { name: "Kitchen, line 1" });
  await line.getByLabel("Quantity (running ft)").fill("12");
  await line.getByLabel("Discount %").fill("15");
  await expect(line.getByText("Your role may give at most 10%")).toBeVisible();
  await shot(page, testInfo, "s-builder-refused", { fullPage: true });
  await line.getByLabel("Discount %").fill("5");
  await form.getByRole("button", { name: "Add a room" }).click();
  await form.getByRole("region", { name: "Room 2" }).getByLabel("Room name").fill("Master bedroom");
  const l2 = page.getByRole("group", { name: "Master bedroom, line 1" });
  await l2.getByLabel("Item").selectOption({ label: "Wardrobe (hinged shutters)" });
  await l2.getByLabel(/^Quantity/).fill("48.5");
  await page.getByRole("group", { name: "Master bedroom, line 1" }).getByLabel("Item").focus();
  await form.getByRole("button", { name: "Add a line to Master bedroom" }).click();
  const l3 = page.getByRole("group", { name: "Master bedroom, line 2" });
  await l3.getByLabel("Item").selectOption("0");
  await l3.getByLabel("Line name").fill("Jaali partition");
  await l3.getByLabel("Rate (₹)").fill("18,500");
  await page.waitForTimeout(800);
  await shot(page, testInfo, "s-builder", { fullPage: true });
  await form.getByRole("button", { name: "Save v1" }).click();
  await quote.getByRole("button", { name: "Share v1 with the customer" }).click();
  await quote.getByRole("button", { name: "New version (v2)" }).click();
  await quote.getByRole("button", { name: "Save v2" }).click();
  await quote.getByRole("button", { name: "Share v2 with the customer" }).click();
  await quote.getByRole("button", { name: "Record acceptance on a call" }).click();
  await quote.getByLabel("What was read, and to whom").fill("Read v2 to Meera.");
  await shot(page, testInfo, "s-accept-form", { fullPage: true });
  await quote.getByRole("button", { name: "Record acceptance" }).click();
  await expect(quote.getByText(/^Accepted by/)).toBeVisible();
  await quote.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "s-accepted", { fullPage: true });
});
