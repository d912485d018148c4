// The customer's side of a quote (issue 44), with the real binary at 390 and 1440 px: the shared link opens without
// JavaScript and with it, the customer asks for a code (the mail folder here), accepts with it and sees the booking
// amount's payment link (a local Razorpay); the lead's page shows the acceptance and, after Razorpay's signed webhook,
// the booking amount paid. The printed page fits A4: no line runs off the paper, and no row is cut across two pages.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { blockingViolations } from "./support/axe";
import { pdfSheets } from "./support/pdf";
import { mailedQuoteCode, quoteLead, quoteSite, sharedQuote } from "./support/quotes";
import { linkPaid, postRazorpayWebhook } from "./support/razorpay";
import { unique } from "./support/records";
import { signInAs } from "./support/sessions";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";
import { expectNoSidewaysScroll } from "./support/width";

const q = quoteSite("quote-customer");

/** The customer's own browser, at the test's width, with or without JavaScript. */
async function customerPage(browser: Browser, page: Page, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled });
  return context.newPage();
}

/** Asks for the code, types it with the name, and accepts: the customer's whole part, the same with or without script. */
async function acceptWithCode(customer: Page, lead: { name: string; email: string }, testInfo: TestInfo, seen: Set<string>) {
  await customer.getByRole("button", { name: /code/i }).click();
  await expect(customer.getByText(/sent/i).first()).toBeVisible();
  const code = await mailedQuoteCode(q.site.dataDir, lead.email, seen);
  await customer.getByLabel(/name/i).fill(lead.name);
  await customer.getByLabel(/code/i).fill(code);
  await shot(customer, testInfo, "quote-customer-code", { fullPage: true });
  await customer.getByRole("button", { name: /accept/i }).click();
  await expect(customer.getByText(/accepted/i).first()).toBeVisible();
}

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test(`the customer opens the link ${how}, accepts with the code sent to them and sees the payment link; the lead shows it`, async ({
    page,
    browser,
  }, testInfo) => {
    const lead = await quoteLead(page.request, q.site.baseURL, unique(`Kavya ${javaScriptEnabled ? "Js" : "Html"}`, testInfo));
    await signInAs(page, "sales", testInfo, q.site.baseURL);
    const version = await sharedQuote(page, q.site.baseURL, lead.id);
    expect(version.link).toMatch(new RegExp(`^${q.site.baseURL}/quote/`));

    const customer = await customerPage(browser, page, javaScriptEnabled);
    await customer.goto(version.link!);
    await expect(customer.getByText("₹3,62,319").first()).toBeVisible();
    await expect(customer.getByText("Kitchen").first()).toBeVisible();
    await expect(customer.getByText("₹36,936").first()).toBeVisible(); // the kitchen line's GST
    await expectNoSidewaysScroll(customer, "the customer's quote");
    await shot(customer, testInfo, `quote-customer-${javaScriptEnabled ? "js" : "html"}`, { fullPage: true });
    // axe runs as a script in the page: only where scripts run.
    if (javaScriptEnabled) expect(await blockingViolations(customer)).toEqual([]);

    await acceptWithCode(customer, lead, testInfo, new Set());
    // The booking amount (10%) is asked of Razorpay and offered on the page.
    const booking = Math.round(version.totals.totalPaise / 10);
    await expect.poll(() => q.razorpay.links.filter((l) => l.amount === booking && l.customer.email === lead.email).length).toBe(1);
    const link = q.razorpay.links.find((l) => l.amount === booking && l.customer.email === lead.email)!;
    await expect(customer.getByRole("link", { name: /pay/i }).first()).toHaveAttribute("href", link.shortUrl);
    await expect(customer.getByText("₹36,231.90").first()).toBeVisible();
    await shot(customer, testInfo, `quote-customer-accepted-${javaScriptEnabled ? "js" : "html"}`, { fullPage: true });
    await customer.context().close();

    await page.goto(`${q.site.baseURL}/admin/leads/${lead.id}`);
    const v1 = page.getByRole("region", { name: "Quote" }).getByRole("article", { name: /^v1 · / });
    await expect(v1.getByText(new RegExp(`^Accepted by ${lead.name} with the one-time code, `))).toBeVisible();
    const schedule = v1.getByRole("list", { name: "Payment schedule" });
    await expect(schedule.getByRole("listitem").first()).toContainText("Link sent");
    await expect(v1.getByLabel("Payment link")).toHaveValue(link.shortUrl);

    // Razorpay says it was paid (signed webhook); the lead's page shows it after the queue has it.
    expect(await postRazorpayWebhook(page.request, `${q.site.baseURL}/api/hooks/razorpay`, linkPaid(link))).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("list", { name: "Payment schedule" }).getByRole("listitem").first()).toContainText("Paid", { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("list", { name: "Payment schedule" }).getByRole("listitem").nth(1)).toContainText("Due");
    await shot(page, testInfo, "quote-lead-paid", { fullPage: true });
  });
}

/** Where a row of the printed quote stands, and whether the print style keeps it whole. */
function printedRows(customer: Page) {
  return customer.evaluate(() =>
    [...document.querySelectorAll("tr, li")]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ text: el.textContent?.trim().slice(0, 40) ?? "", avoid: ["avoid", "avoid-page"].includes(getComputedStyle(el).breakInside) })),
  );
}

/** The text of each row of the quote's tables and lists, cell by cell, as the printed page lays them out. */
function rowCells(customer: Page) {
  return customer.evaluate(() =>
    [...document.querySelectorAll("main tr, main li")]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => (el.tagName === "TR" ? [...el.querySelectorAll("th, td")].map((c) => (c as HTMLElement).innerText) : [(el as HTMLElement).innerText])),
  );
}

/** Reads the PDF itself: every sheet is A4, and every row's cells stand whole on one sheet (none cut, none off the paper). */
async function expectWholeOnA4(customer: Page, pdf: Buffer, sheets: [number, number]) {
  const printed = pdfSheets(pdf);
  expect(printed.length).toBeGreaterThanOrEqual(sheets[0]);
  expect(printed.length).toBeLessThanOrEqual(sheets[1]);
  for (const s of printed) {
    expect(Math.abs(s.width - 595.28)).toBeLessThan(1.5);
    expect(Math.abs(s.height - 841.89)).toBeLessThan(1.5);
  }
  // Poppler reads a cell's second line after its neighbours' first: a row is whole when one sheet holds each of its words.
  const rows = (await rowCells(customer)).map((cells) => cells.join(" ").split(/\s+/).filter(Boolean));
  expect(rows.length).toBeGreaterThan(2);
  const cut = rows.filter((words) => !printed.some((s) => words.every((w) => s.text.includes(w))));
  expect(cut, "rows not whole on one sheet").toEqual([]);
}

// A4 is 210 mm wide; the page's @page margins leave 186 mm, 703 px at 96 dpi: the width the print is laid out in.
const PRINT_WIDTH = 703;

test("the printed quote fits A4: nothing runs off the paper, no row is cut across sheets, a long quote takes few sheets @desktop", async ({
  page,
  browser,
}, testInfo) => {
  const lead = await quoteLead(page.request, q.site.baseURL, unique("Rohan Print", testInfo));
  await signInAs(page, "sales", testInfo, q.site.baseURL);
  const version = await sharedQuote(page, q.site.baseURL, lead.id);
  const customer = await customerPage(browser, page, false);
  await customer.goto(version.link!);
  await customer.emulateMedia({ media: "print" });
  await customer.setViewportSize({ width: PRINT_WIDTH, height: 1000 });
  await expectNoSidewaysScroll(customer, "the printed quote");
  const rows = await printedRows(customer);
  expect(rows.length).toBeGreaterThan(2);
  // Every table row and list line is kept whole: Chromium moves it to the next sheet rather than cut it.
  expect(rows.filter((r) => !r.avoid)).toEqual([]);
  await shot(customer, testInfo, "quote-print", { fullPage: true });
  const pdf = await customer.pdf({ format: "A4", printBackground: true });
  // Two rooms, their totals, the schedule and the terms: one or two sheets.
  await expectWholeOnA4(customer, pdf, [1, 2]);
  await testInfo.attach("quote.pdf", { body: pdf, contentType: "application/pdf" });

  // Six rooms of four lines: more than a sheet, each row still whole, and no sheet wasted on a line or two.
  const other = await quoteLead(page.request, q.site.baseURL, unique("Rohan Long", testInfo));
  const rooms = ["Kitchen", "Living room", "Dining", "Master bedroom", "Bedroom 2", "Kids' room"].map((name) => ({
    name,
    lines: [1, 2, 4, 5].map((itemId) => ({ itemId, tier: "luxury", quantity: 10 + itemId, discountBp: 250 })),
  }));
  const long = await sharedQuote(page, q.site.baseURL, other.id, rooms);
  await customer.goto(long.link!);
  await expectNoSidewaysScroll(customer, "the printed long quote");
  expect((await printedRows(customer)).filter((r) => !r.avoid)).toEqual([]);
  const longPdf = await customer.pdf({ format: "A4", printBackground: true });
  await expectWholeOnA4(customer, longPdf, [2, 4]);
  await testInfo.attach("long-quote.pdf", { body: longPdf, contentType: "application/pdf" });
  await customer.context().close();
});
