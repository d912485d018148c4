import { expect, test } from "./support/test";

test("reviews: six testimonials with readable star ratings and the summary figures @phone", async ({ page }) => {
  await page.goto("/reviews");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const list = page.getByRole("main").locator("figure");
  await expect(list).toHaveCount(6);
  await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(4);
  await expect(page.getByRole("img", { name: "Rated 4 out of 5" })).toHaveCount(2);
  for (const [value, label] of [
    ["4.8/5", "Average Rating"],
    ["250+", "Happy Customers"],
    ["300+", "Projects Completed"],
  ]) {
    await expect(page.getByRole("definition").filter({ hasText: value })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
  }
});

test("about: story, founded 2015, 10000+ homes, founders and designers @phone", async ({ page }) => {
  await page.goto("/Aboutus");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^2015$/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^10000\+$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meet the Founders" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Vikram Iyer" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Nandita Sen" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Portrait illustration of Vikram Iyer/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meet Our Designers" })).toBeVisible();
});

test("FAQs: the accordion works with the keyboard alone @desktop", async ({ page }) => {
  await page.goto("/faqs");
  const first = page.getByRole("button", { name: "How does the design process work?" });
  const second = page.getByRole("button", { name: "Is the first consultation really free?" });
  await expect(first).toHaveAttribute("aria-expanded", "false");
  const answer = page.getByText(/It starts with a free consultation at an experience centre/);
  await expect(answer).toBeHidden();

  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(second).toBeFocused();
  await page.keyboard.press("Space");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();

  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-expanded", "false");
});

test("FAQs: FAQPage structured data with every question is in the pre-rendered HTML @phone", async ({ request }) => {
  const html = await (await request.get("/faqs")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
  const faq = blocks.find((b) => b["@type"] === "FAQPage");
  expect(faq).toBeDefined();
  expect(faq.mainEntity.length).toBeGreaterThan(10);
  expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", name: "How does the design process work?" });
  expect(html).toContain("How does the design process work?");
  // Answers are in the HTML (collapsed), not only in the JSON-LD.
  expect(html).toContain("It starts with a free consultation at an experience centre");
});

test("3D home tours explains a tour and links to the 360° views and the estimate @phone", async ({ page }) => {
  await page.goto("/demo-360");
  await expect(page.getByRole("heading", { level: 1, name: "3D Home Tours" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What is a 3D home tour?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore 360° Views" }).first()).toHaveAttribute("href", "/360-views");
  await expect(page.getByRole("link", { name: "Get Free Estimate" }).first()).toHaveAttribute("href", /\/get-free-estimate$/);
  await page.getByRole("link", { name: "Explore 360° Views" }).first().click();
  await expect(page).toHaveURL(/\/360-views$/);
});

test("site services: every section in order and every call to action goes to the estimate page @phone", async ({ page }) => {
  await page.goto("/site-service");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("link", { name: "Book A Free Consultation" })).toHaveAttribute("href", "/get-free-estimate");
  for (const title of ["False Ceiling", "Electrical", "Civil", "Painting", "Shower Partition"]) {
    await expect(main.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
  }
  const headings = await main.getByRole("heading", { level: 2 }).allInnerTexts();
  const order = ["Our Site Services", "Civil Work", "Electrical Work", "False Ceiling", "Painting", "Why Choose Us", "How We Compare"];
  const positions = order.map((h) => headings.indexOf(h));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(main.getByRole("img", { name: /cove ceiling/ }).first()).toBeVisible();

  const ctas = main.getByRole("link").filter({ hasText: /Consultation|Estimate|Quote/ });
  const hrefs = await ctas.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(5);
  expect(new Set(hrefs)).toEqual(new Set(["/get-free-estimate"]));

  const table = main.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Feature", "Local Vendor", "Peer Companies", "Nivaas Interiors"]);
  await expect(table.getByRole("row")).toHaveCount(10);
  await expect(table.getByRole("row", { name: /False ceiling price/ })).toContainText("₹125");
});

test("site services on a phone: the table scrolls inside its box and the swipe hint shows for 3 s @phone", async ({ page }) => {
  const start = new Date("2026-12-01T04:30:00Z");
  await page.clock.install({ time: start });
  await page.goto("/site-service");
  const scroller = page.getByTestId("comparison-scroll");
  const hint = page.getByText("Swipe right to see more");
  await expect(hint).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await scroller.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");

  // The page's clock stands still from here (well past the page's load), so the 3 s are exact however busy the machine is.
  await page.clock.pauseAt(new Date(start.getTime() + 10 * 60_000));
  await scroller.scrollIntoViewIfNeeded();
  await expect(hint).toBeVisible();
  await page.clock.runFor(2_999);
  await expect(hint).toBeVisible();
  await page.clock.runFor(1);
  await expect(hint).toHaveCount(0);

  // Once only.
  await page.evaluate(() => window.scrollTo(0, 0));
  await scroller.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await expect(hint).toHaveCount(0);

  await scroller.evaluate((el) => el.scrollTo({ left: 400 }));
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});

test("site services on a wide screen: the whole table fits, so nothing asks for a swipe @desktop", async ({ page }) => {
  await page.goto("/site-service");
  const scroller = page.getByTestId("comparison-scroll");
  await scroller.scrollIntoViewIfNeeded();
  expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await page.waitForTimeout(600);
  await expect(page.getByText("Swipe right to see more")).toHaveCount(0);
});
