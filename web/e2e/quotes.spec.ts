// Quotes on the lead's page (issue 44), with the real binary at 390 and 1440 px: a designer builds a quote room by
// room from the price list, is refused a discount above their role's limit by the field, saves and shares it (the lead
// moves to Proposal sent); a second version lists what changed; an acceptance given on a call is recorded with who read it.
import type { Page } from "@playwright/test";
import { blockingViolations } from "./support/axe";
import { unfold } from "./support/inbox";
import { quoteLead, quoteSite, sharedQuote } from "./support/quotes";
import { linkExpired, postRazorpayWebhook } from "./support/razorpay";
import { unique } from "./support/records";
import { signInAs } from "./support/sessions";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";
import { expectNoSidewaysScroll } from "./support/width";

const q = quoteSite("quotes");

/** One line of a room in the builder: picks the item and finish, types quantity and discount. */
async function fillLine(page: Page, room: string, n: number, item: string, quantity: string, discount: string) {
  const line = page.getByRole("group", { name: `${room}, line ${n}` });
  await line.getByLabel("Item").selectOption({ label: item });
  await line.getByLabel("Finish").selectOption("premium");
  await line.getByLabel(/^Quantity/).fill(quantity);
  await line.getByLabel("Discount %").fill(discount);
  return line;
}

test("a designer builds a quote room by room, is held to their discount limit, saves and shares it, then a second version says what changed", async ({
  page,
}, testInfo) => {
  const lead = await quoteLead(page.request, q.site.baseURL, unique("Meera Quote", testInfo));
  await signInAs(page, "sales", testInfo, q.site.baseURL);
  await page.goto(`${q.site.baseURL}/admin/leads/${lead.id}`);
  const quote = page.getByRole("region", { name: "Quote" });
  await expect(quote.getByText("No quote yet.")).toBeVisible();
  await quote.getByRole("button", { name: "Build a quote" }).click();

  const form = quote.getByRole("form", { name: "Quote v1" });
  await form.getByRole("region", { name: "Room 1" }).getByLabel("Room name").fill("Kitchen");
  const kitchen = await fillLine(page, "Kitchen", 1, "Modular kitchen (base and wall units)", "12", "15");
  // Sales may give 10% at most: the server's sentence stands by the field, and nothing can be saved past it.
  await expect(kitchen.getByText("Your role may give at most 10% off a line; ask an owner for more.")).toBeVisible();
  await kitchen.getByLabel("Discount %").fill("5");
  await expect(kitchen.getByText("Your role may give at most 10% off a line")).toBeHidden();
  await expect(kitchen.getByText("₹2,42,136 incl. GST ₹36,936")).toBeVisible();

  await form.getByRole("button", { name: "Add a room" }).click();
  await form.getByRole("region", { name: "Room 2" }).getByLabel("Room name").fill("Master bedroom");
  await fillLine(page, "Master bedroom", 1, "Wardrobe (hinged shutters)", "48.5", "0");
  const totals = form.getByRole("definition").filter({ hasText: "₹3,62,319" });
  await expect(totals).toBeVisible();
  await expect(form.getByRole("list", { name: "Payment schedule" })).toContainText("₹36,231.90");
  await expectNoSidewaysScroll(page, "the quote builder");
  await shot(page, testInfo, "quote-builder", { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Save v1" }).click();

  const v1 = quote.getByRole("article", { name: /^v1 · ₹3,62,319/ });
  await expect(v1.getByText("Not shared yet")).toBeVisible();
  await v1.getByRole("button", { name: "Share v1 with the customer" }).click();
  const link = v1.getByLabel("Customer's link to v1");
  await expect(link).toHaveValue(new RegExp(`^${q.site.baseURL}/quote/`));
  await expect(page.getByRole("heading", { level: 1, name: lead.name }).locator("xpath=..").getByText("Proposal sent")).toBeVisible();
  await expect(page.getByText(/Quote v1 shared/).first()).toBeVisible();
  await shot(page, testInfo, "quote-shared", { fullPage: true });

  await quote.getByRole("button", { name: "New version (v2)" }).click();
  const form2 = quote.getByRole("form", { name: "Quote v2" });
  await form2
    .getByRole("group", { name: "Kitchen, line 1" })
    .getByLabel(/^Quantity/)
    .fill("14");
  await form2.getByLabel("What changed (for the team)").fill("Kitchen measured again on site.");
  await form2.getByRole("button", { name: "Save v2" }).click();
  const v2 = quote.getByRole("article", { name: /^v2 · / });
  await expect(v2.getByText("Changed from v1")).toBeVisible();
  await expect(v2.getByRole("listitem").filter({ hasText: "Kitchen" }).first()).toBeVisible();
  await expect(quote.getByText(/^v1 · ₹3,62,319/)).toBeVisible();
  await v2.getByRole("button", { name: "Share v2 with the customer" }).click();
  await expect(v2.getByLabel("Customer's link to v2")).toBeVisible();
  await expectNoSidewaysScroll(page, "the lead's quote");
  await shot(page, testInfo, "quote-v2", { fullPage: true });
});

test("an acceptance given on a call records who read which version to whom; the booking amount's link follows, and an expired one is issued again", async ({
  page,
}, testInfo) => {
  const lead = await quoteLead(page.request, q.site.baseURL, unique("Arjun Call", testInfo));
  await signInAs(page, "sales", testInfo, q.site.baseURL);
  const version = await sharedQuote(page, q.site.baseURL, lead.id);
  await page.goto(`${q.site.baseURL}/admin/leads/${lead.id}`);
  const v1 = page.getByRole("region", { name: "Quote" }).getByRole("article", { name: /^v1 · / });
  await v1.getByRole("button", { name: "Record acceptance on a call" }).click();
  const form = v1.getByRole("form", { name: "Acceptance of v1 on a call" });
  await expect(form.getByLabel("Customer's name")).toHaveValue(lead.name);
  await form.getByLabel("What was read, and to whom").fill("Read v1 and the schedule to Arjun on his mobile.");
  await form.getByRole("button", { name: "Record acceptance" }).click();
  await expect(v1.getByText(new RegExp(`^Accepted by ${lead.name} on a call, .*; recorded by Sales ${testInfo.project.name}\\.$`))).toBeVisible();
  // The booking amount (10%) goes to Razorpay as a payment link, shown to copy and send.
  const booking = Math.round(version.totals.totalPaise / 10);
  await expect.poll(() => q.razorpay.links.find((l) => l.amount === booking)?.shortUrl ?? "").not.toBe("");
  await expect(v1.getByLabel("Payment link")).toHaveValue(q.razorpay.links.find((l) => l.amount === booking)!.shortUrl);
  await expect(v1.getByRole("list", { name: "Payment schedule" }).getByRole("listitem").first()).toContainText("Link sent");
  await shot(page, testInfo, "quote-accepted-on-call", { fullPage: true });
  expect(await blockingViolations(page)).toEqual([]);

  // The link passes its time unpaid (Razorpay's signed webhook): the lead says so, and one tap issues a new one.
  const first = q.razorpay.links.find((l) => l.amount === booking)!;
  expect(await postRazorpayWebhook(page.request, `${q.site.baseURL}/api/hooks/razorpay`, linkExpired(first))).toBe(200);
  await expect(v1.getByRole("list", { name: "Payment schedule" }).getByRole("listitem").first()).toContainText("Link expired", { timeout: 30_000 });
  await v1.getByRole("button", { name: "Issue a new payment link" }).click();
  await expect.poll(() => q.razorpay.links.filter((l) => l.amount === booking).length).toBe(2);
  await expect(v1.getByLabel("Payment link")).toHaveValue(q.razorpay.links.filter((l) => l.amount === booking)[1]!.shortUrl);
  await expect(v1.getByRole("list", { name: "Payment schedule" }).getByRole("listitem").first()).toContainText("Link sent");

  // The booking amount came by UPI instead: marking the lead won takes the accepted quote's total, nothing typed.
  const total = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    Math.round(version.totals.totalPaise / 100),
  );
  await unfold(page, "Change status");
  await page.getByRole("combobox", { name: "Status" }).selectOption("won");
  await expect(page.getByText(`Order value: ${total}, the total of accepted quote v1.`)).toBeVisible();
  await expect(page.getByLabel("Order value (whole rupees)")).toHaveCount(0);
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("list", { name: "Status pipeline" }).locator('[aria-current="step"]')).toHaveText("Won");
  await expect(page.getByText(`Order value set to ${total}, the total of accepted quote v1.`).first()).toBeVisible();
});
