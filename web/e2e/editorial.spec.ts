import { waitForHydration } from "./support/ready";
import { expect, test } from "./support/test";

test.describe("blog list", () => {
  test("the title search combines with a category chip; clicking the selected chip clears it @phone", async ({ page }) => {
    await page.goto("/blogs");
    await waitForHydration(page);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(4);

    await page.getByRole("searchbox", { name: "Search articles by title" }).fill("DESIGN");
    await expect(cards).toHaveCount(3);

    const kitchen = page.getByRole("button", { name: "Kitchen Design Ideas" });
    await kitchen.click();
    await expect(kitchen).toHaveAttribute("aria-pressed", "true");
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText(/Modern Kitchen Design Trends 2025/);

    await kitchen.click();
    await expect(kitchen).toHaveAttribute("aria-pressed", "false");
    await expect(cards).toHaveCount(3);

    await page.getByRole("button", { name: "Latest Articles" }).click();
    await page.getByRole("searchbox", { name: "Search articles by title" }).fill("wardrobe");
    await expect(cards).toHaveCount(0);
    await expect(page.getByText("No articles match your search.")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search articles by title" }).fill("");
    await page.getByRole("link", { name: /Read More: Latest Design Articles 2025/ }).click();
    await expect(page).toHaveURL(/\/blogs\/latest-design-articles-2025$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Latest Design Articles 2025/);
  });
});

test.describe("blog article", () => {
  test("shows the post with its sidebar of the latest four posts and three social links @phone", async ({ page }) => {
    await page.goto("/blogs/modern-kitchen-design-trends-2025");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/Modern Kitchen Design Trends 2025/);
    await expect(main.getByText("Kitchen Design Ideas").first()).toBeVisible();
    await expect(main.getByText("Ananya Rao")).toBeVisible();
    await expect(main.locator("time").first()).toHaveText("18 January 2025");
    await expect(main.getByRole("heading", { level: 2, name: /Materials that survive steam/ })).toBeVisible();
    const sidebar = page.getByRole("complementary", { name: "More from our blog" });
    await expect(sidebar.getByRole("region", { name: "Latest Posts" }).getByRole("link")).toHaveCount(4);
    await expect(sidebar.getByRole("region", { name: "Follow Us" }).getByRole("link")).toHaveCount(3);
    const cover = main.getByRole("img").first();
    await expect(cover).toHaveAttribute("src", "/art/blog/modern-kitchen-design-trends-2025.svg");
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("an unknown slug answers 404 and shows \"Blog not found.\" @phone", async ({ page }) => {
    const res = await page.goto("/blogs/no-such-post");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Blog not found." })).toBeVisible();
    await expect(page).toHaveTitle(/Blog not found\./);
  });

  test("client-side navigation to an unknown slug also shows \"Blog not found.\" @phone", async ({ page }) => {
    await page.goto("/blogs");
    await waitForHydration(page);
    // The router React Router exposes in framework mode: navigate without a page load.
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(
        "/blogs/not-a-real-article",
      ),
    );
    await expect(page).toHaveURL(/\/blogs\/not-a-real-article$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog not found." })).toBeVisible();
  });
});

test.describe("budget calculator", () => {
  test("starts at ₹17,17,200 and recomputes as the inputs change @phone", async ({ page }) => {
    await page.goto("/Guides/Budget-Planning");
    await waitForHydration(page);
    const estimate = page.getByTestId("estimate");
    await expect(estimate).toHaveText("₹17,17,200");
    await expect(page.getByTestId("estimate-range")).toHaveText("Range ₹15,45,480 to ₹18,88,920");

    const size = page.getByRole("spinbutton", { name: /Home size/ });
    await expect(size).toHaveAttribute("min", "200");
    await size.fill("1200");
    await page.getByRole("combobox", { name: "City" }).selectOption("pune");
    await page.getByText("Luxe", { exact: true }).click();
    await page.getByRole("checkbox", { name: /Balcony decking/ }).check();
    await page.getByRole("checkbox", { name: /False ceiling/ }).uncheck();
    // 2500 × 1200 × 1.1 × 1.03
    await expect(estimate).toHaveText("₹33,99,000");
    await expect(page.getByTestId("breakdown-lightingAppliances")).toHaveText("₹3,39,900");

    await size.fill("-40");
    await expect(estimate).toHaveText("₹0");
  });

  test("Print Estimate opens the print dialog @desktop", async ({ page }) => {
    await page.addInitScript(() => {
      (window as { __printCalls?: number }).__printCalls = 0;
      window.print = () => {
        (window as { __printCalls?: number }).__printCalls! += 1;
      };
    });
    await page.goto("/Guides/Budget-Planning");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Print Estimate" }).click();
    await expect.poll(() => page.evaluate(() => (window as { __printCalls?: number }).__printCalls)).toBe(1);
  });

  test("the print stylesheet keeps only the brand, inputs, estimate, range and breakdown @desktop", async ({ page }) => {
    await page.goto("/Guides/Budget-Planning");
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    for (const hidden of ["header", "footer", "nav", 'a[aria-label="Chat with us on WhatsApp"]', "form[aria-label='Budget calculator']"]) {
      await expect(page.locator(hidden).first(), hidden).toBeHidden();
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(page.locator('[data-print-page="budget"]').getByText("Nivaas Interiors", { exact: true })).toBeVisible();
    await expect(page.getByTestId("estimate")).toBeVisible();
    await expect(page.getByTestId("estimate-range")).toBeVisible();
    await expect(page.getByText("Finish quality").last()).toBeVisible();
    await expect(page.getByTestId("breakdown-finishes")).toBeVisible();
    await expect(page.getByRole("button", { name: "Print Estimate" })).toBeHidden();
  });
});

test.describe("guides", () => {
  test("Colour Scheme: teal and Hue-forward by default; a swatch recolours the preview @phone", async ({ page }) => {
    await page.goto("/Guides/Color-Scheme");
    await waitForHydration(page);
    await expect(page.getByRole("radio", { name: "Teal" })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Hue-forward/ })).toBeChecked();
    await expect(page.getByRole("group", { name: "Choose a colour" }).getByRole("radio")).toHaveCount(15);
    await page.getByText("Indigo", { exact: true }).click();
    await page.getByRole("radio", { name: /Neutral-first/ }).check();
    await expect(page.getByRole("img", { name: /Furniture preview in indigo, Neutral-first/ })).toBeVisible();
    // Keyboard: arrow keys move within the hue radio group.
    await page.getByRole("radio", { name: "Indigo" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Emerald" })).toBeChecked();
  });

  test("Space Planning: six labelled checkboxes that tick @phone", async ({ page }) => {
    await page.goto("/Guides/Space-Planning");
    await waitForHydration(page);
    const boxes = page.getByRole("main").getByRole("checkbox");
    await expect(boxes).toHaveCount(6);
    await page.getByRole("checkbox", { name: "Switchboards, sockets, AC and plumbing points" }).check();
    await page.getByText("Floor level differences and skirting height").click();
    await expect(page.getByText("2 of 6 measured")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Get Monthly Design Ideas" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("textbox", { name: /Email address/ })).toHaveAttribute("type", "email");
  });

  test("Design Tips: six tips, three ideas and the subscribe form @phone", async ({ page }) => {
    await page.goto("/Guides/Design-Tips");
    await expect(page.getByRole("region", { name: "Tips That Work in Every Home" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Ideas to Borrow" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Get Monthly Design Ideas" }).getByRole("button", { name: "Subscribe" })).toBeVisible();
  });
});

test.describe("city page", () => {
  test("follows the heading rule and links to the estimate and about pages @phone", async ({ page }) => {
    await page.goto("/city/delhi-ncr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best Home Interior Designers In Delhi-ncr");
    await expect(page.getByRole("main").getByRole("link", { name: "Book Free Consultation" }).first()).toHaveAttribute("href", "/get-free-estimate");
    await expect(page.getByRole("main").getByRole("link", { name: /Meet Our Designer/ })).toHaveAttribute("href", "/Aboutus");
    for (const badge of ["Personalised Designs", "20% Extra Storage", "Durable Modular Furniture"]) {
      await expect(page.getByRole("main").getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Interior Solutions for Delhi NCR Homes" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByText("Gurgaon Golf Course Road")).toBeVisible();
  });

  test("an unknown city answers 404 with the not-found page @phone", async ({ page }) => {
    const res = await page.goto("/city/atlantis");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

test.describe("legal pages", () => {
  for (const path of ["/terms-and-condition", "/policy"]) {
    test(`${path}: contents links reach their sections; support hours, under-18 rule and date are shown`, async ({ page, isMobile }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByText("Monday to Saturday 09:30 to 18:00").first()).toBeVisible();
      await expect(page.getByText("Minors under 18 need a guardian.").first()).toBeVisible();
      await expect(page.getByText("1 November 2026").first()).toBeVisible();
      let toc;
      if (isMobile) {
        await page.getByText("Contents", { exact: true }).click();
        toc = page.getByRole("navigation", { name: "Contents" });
      } else {
        toc = page.getByRole("navigation", { name: "On this page" });
      }
      const links = toc.getByRole("link");
      const count = await links.count();
      expect(count).toBeGreaterThan(10);
      const last = links.nth(count - 1);
      const target = (await last.getAttribute("href"))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });
  }

  test("the desktop contents stay in view while reading @desktop", async ({ page }) => {
    await page.goto("/policy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await page.mouse.wheel(0, 4000);
    await expect(toc).toBeInViewport();
  });

  test("Copy Link writes the address to the clipboard and confirms @phone", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/terms-and-condition");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/terms-and-condition`);
  });

  test("Print calls window.print @desktop", async ({ page }) => {
    await page.addInitScript(() => {
      (window as { __printCalls?: number }).__printCalls = 0;
      window.print = () => {
        (window as { __printCalls?: number }).__printCalls! += 1;
      };
    });
    await page.goto("/policy");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Print", exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as { __printCalls?: number }).__printCalls)).toBe(1);
  });
});
