import { leadsExport } from "./support/site";
import { waitForHydration } from "./support/ready";
import { expect, test } from "./support/test";

test("the home page is pre-rendered: its heading and meta are in the raw HTML @phone", async ({ page, request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();

  await page.goto("/");
  const heading = (await page.getByRole("heading", { level: 1 }).first().innerText()).trim();
  expect(heading.length).toBeGreaterThan(3);
  expect(html).toMatch(/<h1[\s>]/);
  expect(html).toContain(heading.split("\n")[0]!.trim());
  expect(html).toContain('lang="en-IN"');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/"/);
  expect(html).toContain('"@type":"HomeAndConstructionBusiness"');
});

test("every kind of route is pre-rendered with its own title @phone", async ({ request }) => {
  const titles = new Set<string>();
  for (const path of ["/reviews", "/Guides/Design-Tips", "/design-gallery/Wardrobe-Designs", "/city/pune", "/blogs/future-of-interiors-2025"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const title = /<title>([^<]+)<\/title>/.exec(await res.text())?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
  }
  expect(titles.size).toBe(5);
});

test("client-side navigation changes the URL without a full reload", async ({ page, isMobile }) => {
  await page.goto("/");
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const nav = page.getByRole("navigation", { name: isMobile ? "Quick links" : "Main" });
  await nav.getByRole("link", { name: "Reviews", exact: true }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page).toHaveTitle(/Review/);
});

test("a lead posted to /api/leads is in `bin/site leads export` @phone", async ({ request, site }, testInfo) => {
  const name = `Foundation Check ${testInfo.project.name} ${Date.now()}`;
  const res = await request.post("/api/leads", {
    data: { propertyType: "2 BHK", location: "Pune", name, mobile: "9876543210", email: null, whatsappUpdates: false },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  expect(body.id).toBeTruthy();
  expect(body.createdAt).toBeTruthy();

  const csv = leadsExport(site.dataDir);
  const row = csv.split(/\r?\n/).find((line) => line.includes(name));
  expect(row).toBeDefined();
  expect(row).toContain("+91 98765 43210"); // one way for spreadsheets and CRM imports
  expect(row).toContain("Pune");
});

test("an unknown path answers 404 with the not-found page inside the shell @phone", async ({ page }) => {
  const res = await page.goto("/no-such-page-here");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: "Get Free Estimate" })).toHaveAttribute("href", "/get-free-estimate");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("unknown slugs of dynamic routes show our not-found pages, never a routing error @phone", async ({ page }) => {
  let res = await page.goto("/city/atlantis");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  res = await page.goto("/design-gallery/Garage-Designs");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  res = await page.goto("/blogs/no-such-article");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Blog not found.")).toBeVisible();
});

test("the first paint needs only the HTML: the stylesheet is inline and scripts load after it, then the page hydrates @phone", async ({ page }) => {
  const requested: { url: string; type: string; at: number }[] = [];
  page.on("request", (r) => requested.push({ url: r.url(), type: r.resourceType(), at: Date.now() }));
  await page.goto("/");
  await waitForHydration(page);

  expect(requested.filter((r) => r.type === "stylesheet").map((r) => r.url)).toEqual([]);
  // The page is styled before any script ran: the body's font and the header's layout come from the inline sheet.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Inter");

  // Measured in the page's own clock: the first contentful paint comes before the first script request.
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType !== "img" && e.name.endsWith(".js"))
      .map((e) => e.startTime);
    return { fcp, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.scripts).toBeGreaterThan(5);
  expect(timing.fcp).toBeLessThan(timing.firstScript);

  // Hydrated: the menu and the offer bar's close button answer.
  await page.getByRole("button", { name: "Dismiss offer" }).click();
  await expect(page.getByRole("complementary", { name: "Offer" })).toBeHidden();
});
