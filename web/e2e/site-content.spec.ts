// The editor's reviews, FAQs and city pages (issue 27, items 2 and 4): an editor adds a review and hides another, and the
// home page and /reviews show it without a restart, in the HTML served before any JavaScript too; edits a FAQ; adds
// /city/coimbatore, served as complete HTML with its title, its own photo, centre and chosen projects, listed in
// /sitemap.xml and in the menus' city lists; renames a built-in city page (no hydration mismatch); adds, renames and orders
// FAQ topics; a sales user cannot open the editors (403).
import type { Page } from "@playwright/test";
import { openAdminMenu } from "./support/admin";
import { phonePhoto } from "./support/photos";
import { signInAs } from "./support/sessions";
import type { RunningSite } from "./support/site";
import { startSiteWithStaff } from "./support/staff";
import { shot } from "./support/shots";
import { expect, test } from "./support/test";

let site: RunningSite;

// Its own site: the saved lists must not reach the shared site's tests.
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(90_000); // its own site starts on a busy CI machine
  site = await startSiteWithStaff("site-content");
});

test.afterAll(async () => {
  await site?.stop();
});

async function openSection(page: Page, name: string) {
  await openAdminMenu(page);
  await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

/** Console errors that say hydration found other HTML than React rendered. */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}
const mismatch = (errors: string[]) => errors.filter((e) => /hydrat|did not match|Minified React error #4(18|25)/i.test(e));

const heroAlt = "A Coimbatore living room with teak shelves and a wooden swing";
const centre = "Nivaas Experience Centre, 14 Race Course Road, Coimbatore 641018";
const projects = ["The Reddy Villa, Jubilee Hills", "The Iyer Residence, Whitefield"];
const newReview = "Our rented flat in RS Puram became a home in six weeks, and the wardrobe shutters still close without a sound.";
const hiddenReview = "Our 1 BHK in Andheri was 410 sq ft";

test("an editor adds a review and hides another; the home page and /reviews show them at once @desktop", async ({ page }, testInfo) => {
  const before = await (await page.request.get(`${site.baseURL}/reviews`)).text();
  expect(before).toContain(hiddenReview);
  expect(before).not.toContain('id="site-content-data"');

  await signInAs(page, "editor", testInfo, site.baseURL);
  await openSection(page, "Reviews");
  await page.getByRole("button", { name: "Add a review" }).click();
  await page.getByRole("textbox", { name: "Review", exact: true }).fill(newReview);
  await page.getByRole("textbox", { name: "Customer name" }).fill("Anand and Kavya Iyer");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Coimbatore");
  await page.getByRole("textbox", { name: "Home", exact: true }).fill("2 BHK, RS Puram");
  await page.getByRole("combobox", { name: "Rating" }).selectOption("4");
  await page.getByRole("button", { name: "Hide Rahul Mehta" }).click();
  await shot(page, testInfo, "reviews", { fullPage: true });
  await page.getByRole("button", { name: "Save reviews" }).click();
  await expect(page.getByText("Reviews saved. The home page and /reviews show them within a few seconds.")).toBeVisible();

  for (const path of ["/", "/reviews"]) {
    // What a visitor reads (the home page's built data for its scripts still carries the built-in reviews).
    const html = (await (await page.request.get(`${site.baseURL}${path}`)).text()).replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
    expect(html).toContain(newReview);
    expect(html).toContain("Anand and Kavya Iyer");
    expect(html).not.toContain(hiddenReview);
    expect(html).toContain("Priya and Karthik Subramanian");
  }

  const errors = watchHydration(page);
  await page.goto(`${site.baseURL}/reviews`);
  const card = page.getByRole("figure").filter({ hasText: "Anand and Kavya Iyer" });
  await expect(card).toContainText(newReview);
  await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(page.getByText(hiddenReview)).toHaveCount(0);
  await page.goto(`${site.baseURL}/`);
  await expect(page.getByText(newReview)).toBeVisible();
  await page.waitForTimeout(500);
  expect(mismatch(errors)).toEqual([]);
});

test("an editor edits a FAQ @desktop", async ({ page }, testInfo) => {
  await signInAs(page, "editor", testInfo, site.baseURL);
  await openSection(page, "FAQs");
  // Answers are folded away: a question opens to edit.
  await page.getByRole("button", { name: "How does the design process work?" }).click();
  const question = page.getByRole("textbox", { name: "Question 1", exact: true }).first();
  await expect(question).toHaveValue("How does the design process work?");
  await question.fill("How does our design process work, step by step?");
  // A new topic, named, given a question moved from another topic, and moved above the one before it.
  await page.getByRole("button", { name: "Add a topic" }).click();
  const added = page.getByRole("region", { name: "Topic: Topic 7" });
  await added.getByLabel("Topic name").fill("Care and Cleaning");
  const care = page.getByRole("region", { name: "Topic: Care and Cleaning" });
  await care.getByRole("textbox", { name: "Question 1", exact: true }).fill("How do I clean laminate shutters?");
  await care.getByRole("textbox", { name: "Answer 1", exact: true }).fill("A soft damp cloth and mild soap; never a scrubber.");
  await page.getByRole("region", { name: "Topic: Designs and Process" }).getByRole("button", { name: /^2\. / }).click();
  await page.getByLabel("Move question 2 of Designs and Process to topic").selectOption({ label: "Care and Cleaning" });
  await care.getByRole("button", { name: "Move topic Care and Cleaning up" }).click();
  await page.getByRole("region", { name: "Topic: Prices and Payments" }).getByLabel("Topic name").fill("Prices, EMI and Payments");
  await shot(page, testInfo, "faqs");
  await page.getByRole("button", { name: "Save FAQs" }).click();
  await expect(page.getByText("FAQs saved. The FAQ page shows them within a few seconds.")).toBeVisible();
  const html = await (await page.request.get(`${site.baseURL}/faqs`)).text();
  expect(html).toContain("How does our design process work, step by step?");
  expect(html).toContain('"name":"How does our design process work, step by step?"');
  const sections = html.split('data-live-field="section"');
  const careAt = sections.findIndex((x) => x.includes(">Care and Cleaning</h2>"));
  expect(careAt).toBe(sections.length - 2); // fifth of six before, now sixth of seven: above the last
  expect(sections[careAt]).toContain("Is the first consultation really free?");
  expect(sections[careAt]).toContain("How do I clean laminate shutters?");
  expect(html).toContain(">Prices, EMI and Payments</h2>");
  const errors = watchHydration(page);
  await page.goto(`${site.baseURL}/faqs`);
  await expect(page.getByRole("heading", { name: "Care and Cleaning", level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "Is the first consultation really free?" }).click();
  await page.getByRole("button", { name: "How does our design process work, step by step?" }).click();
  await expect(page.getByText("It starts with a free consultation")).toBeVisible();
  await page.waitForTimeout(500);
  expect(mismatch(errors)).toEqual([]);
});

test("an editor adds /city/coimbatore: complete HTML, in the sitemap and the menus", async ({ page }, testInfo) => {
  expect((await page.request.get(`${site.baseURL}/city/coimbatore`)).status()).toBe(404);
  await signInAs(page, "editor", testInfo, site.baseURL);
  await openSection(page, "City pages");
  await page.getByLabel("Address").fill("coimbatore");
  await page.getByLabel("City name").fill("Coimbatore");
  await page.getByLabel("Based on").selectOption("chennai");
  await page.getByRole("button", { name: "Add city page" }).click();
  await page.getByLabel("Search description").fill("Interiors for Coimbatore homes in RS Puram, Saibaba Colony and Peelamedu.");
  await page.getByLabel("Introduction").fill("Coimbatore families build to last, and so do we: kitchens and wardrobes made for dry heat and long use.");
  await page.getByLabel("Typical homes").fill("Independent houses and 3 BHK apartments of 1,100 to 1,400 sq ft.");
  await page.getByLabel("Climate and materials").fill("Dry and warm most of the year, with a short monsoon.");
  await page.getByLabel("Localities").fill("RS Puram\nSaibaba Colony\nPeelamedu");
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/admin/media") && r.request().method() === "POST");
  await page.getByLabel("Choose photos").setInputFiles({ name: "coimbatore.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(page) });
  expect((await uploaded).status()).toBe(201);
  await page.getByLabel("Photo description (alt text)").fill(heroAlt);
  await page.getByLabel("Experience centre").fill(centre);
  for (const name of projects) {
    await page.getByLabel("Add a project").selectOption({ label: name });
    await page.getByRole("button", { name: "Add project" }).click();
  }
  await shot(page, testInfo, "cities", { fullPage: true });
  await page.getByRole("button", { name: "Save city pages" }).click();
  await expect(page.getByText("City pages saved. They show within a few seconds.")).toBeVisible();

  const res = await page.request.get(`${site.baseURL}/city/coimbatore`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>Home Interior Designers in Coimbatore | Nivaas Interiors</title>");
  expect(html).toContain(">Best Home Interior Designers In Coimbatore</h1>");
  expect(html).toMatch(/rel="canonical" href="https?:\/\/[^"/]+\/city\/coimbatore"/);
  expect(html).toContain('"name":"Interiors in Coimbatore"');
  expect(html).toContain("Saibaba Colony");
  // The localities are Coimbatore's, not those of the page it is built on (Chennai's sections of its own stay hidden).
  const localities = /data-live-list="city.localities">(.*?)<\/ul>/.exec(html)?.[1] ?? "";
  expect(localities).toContain("Saibaba Colony");
  expect(localities).not.toContain("Besant Nagar");
  // Its own photo, centre and projects, in the editor's order, are in the HTML before any script runs.
  const hero = /<img[^>]*data-live-img="city.hero"[^>]*>/.exec(html)?.[0] ?? "";
  expect(hero).toMatch(/src="\/media\/[^"]+\.webp"/);
  expect(hero).toContain(`alt="${heroAlt}"`);
  expect(html).toContain(`>${centre}</p>`);
  const shown = /<div id="city-projects">([\s\S]*?)<\/section><\/div>/.exec(html)?.[1] ?? "";
  expect(shown).toContain(">Our recent projects in Coimbatore</h2>");
  expect(shown.indexOf(projects[0])).toBeGreaterThan(0);
  expect(shown.indexOf(projects[0])).toBeLessThan(shown.indexOf(projects[1]));
  expect(await (await page.request.get(`${site.baseURL}/sitemap.xml`)).text()).toContain("/city/coimbatore</loc>");
  expect((await page.request.get(`${site.baseURL}/city/atlantis`)).status()).toBe(404);

  const errors = watchHydration(page);
  await page.goto(`${site.baseURL}/city/coimbatore`);
  await expect(page.getByRole("heading", { name: "Best Home Interior Designers In Coimbatore", level: 1 })).toBeVisible();
  await expect(page.getByText("RS Puram", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: heroAlt })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our recent projects in Coimbatore" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Footer: Cities" }).getByRole("link", { name: "Interiors in Coimbatore" })).toHaveAttribute("href", "/city/coimbatore");
  await page.waitForTimeout(500);
  expect(mismatch(errors)).toEqual([]);
  await shot(page, testInfo, "coimbatore");

  // The menus on another page list it after the eight built-in cities.
  await page.goto(`${site.baseURL}/reviews`);
  if (testInfo.project.name === "phone") {
    await page.getByRole("button", { name: "Menu" }).first().click();
    await page.getByRole("button", { name: "Cities" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Coimbatore", exact: true }).click();
  } else {
    const main = page.getByRole("navigation", { name: "Main" });
    const link = main.getByRole("link", { name: "Coimbatore", exact: true });
    // A click before hydration opens nothing: click until the menu shows the city.
    await expect(async () => {
      if (!(await link.isVisible())) await main.getByRole("button", { name: "Cities" }).click();
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await link.click();
  }
  await expect(page).toHaveURL(/\/city\/coimbatore$/);
  await expect(page.getByRole("heading", { name: "Best Home Interior Designers In Coimbatore", level: 1 })).toBeVisible();
  // Reached without a page load, its projects come from the published list, in the same order.
  const cards = page.locator("#city-projects").getByRole("heading", { level: 3 });
  await expect(cards).toHaveText(projects);
  await shot(page, testInfo, "coimbatore-projects", { fullPage: true });
});

test("an editor renames a built-in city page: every heading shows the new name and the page hydrates without a mismatch @desktop", async ({ page }, testInfo) => {
  await signInAs(page, "editor", testInfo, site.baseURL);
  await openSection(page, "City pages");
  const bangalore = page.getByRole("listitem").filter({ has: page.getByText("/city/bangalore") });
  await bangalore.getByRole("button", { name: /^(Bangalore|Bengaluru)/ }).click();
  await bangalore.getByLabel("City name").fill("Bengaluru");
  await page.getByRole("button", { name: "Save city pages" }).click();
  await expect(page.getByText("City pages saved. They show within a few seconds.")).toBeVisible();

  const errors = watchHydration(page);
  await page.goto(`${site.baseURL}/city/bangalore`);
  for (const name of ["Why Bengaluru Homeowners Choose Us", "Designing Homes in Bengaluru", "Interior Solutions for Bengaluru Homes", "Typical Budgets in Bengaluru"]) {
    await expect(page.getByRole("heading", { name })).toBeAttached();
  }
  await expect(page.getByRole("img", { name: "Space-saving home layout for a Bengaluru apartment" })).toBeAttached();
  await page.waitForTimeout(500);
  expect(mismatch(errors)).toEqual([]);
  expect(await page.locator("main").innerText()).not.toContain("Bangalore Homes");
  await page.getByRole("heading", { name: "Typical Budgets in Bengaluru" }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, "bengaluru");
});

test("a sales user cannot open the editors (403) @phone", async ({ page }, testInfo) => {
  await signInAs(page, "sales", testInfo, site.baseURL);
  await expect(page.getByRole("heading", { name: /Hello, Sales/ })).toBeVisible();
  for (const path of ["reviews", "faqs", "cities"]) {
    await page.goto(`${site.baseURL}/admin/${path}`);
    await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
    expect((await page.request.get(`${site.baseURL}/api/admin/site-content/${path}`)).status()).toBe(403);
    expect((await page.request.put(`${site.baseURL}/api/admin/site-content/${path}`, { data: { version: 1 } })).status()).toBe(403);
  }
});
