// Nothing wider than a phone's screen: the page's reach past the width it has, and what sticks out.
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { skipConsultationAutoOpen } from "./ready";

/** The phone widths every page must fit: small Android, the phone project's iPhone, large Android. */
export const PHONE_WIDTHS = [360, 390, 414];

/**
 * How far the page reaches past the screen's width, and what sticks out, to name it on failure. A phone widens its
 * layout viewport to fit a too-wide page (innerWidth grows with it), and the body clips sideways overflow from the
 * document's scroll width, so both are measured against the width the phone has, the body's own scroll width too.
 */
function overflow(page: Page, width: number) {
  return page.evaluate((screen) => {
    const reach = Math.max(window.innerWidth, document.documentElement.scrollWidth, document.body.scrollWidth);
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && getComputedStyle(el).overflowX === "visible")
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").slice(0, 60)} (${el.scrollWidth} in ${el.clientWidth})`);
    return { extra: reach - screen, culprits };
  }, width);
}

/** Fails naming `where` and the overflowing elements when the page is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { extra, culprits } = await overflow(page, page.viewportSize()!.width);
  expect(extra, `${where} is wider than the screen by ${extra} px; overflowing: ${culprits.join(" | ")}`).toBeLessThanOrEqual(0);
}

/**
 * A new page of the phone's context at width (the home page's consultation modal kept shut). Each width gets a page of
 * its own: Playwright 1.65's networkidle can wait forever on a page's second navigation (microsoft/playwright#42598).
 */
export async function phonePage(context: BrowserContext, width: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await skipConsultationAutoOpen(page);
  return page;
}

/**
 * The loaded page at another phone width, as a phone turned or a window narrowed shows it: layout is the CSS's for the
 * new width once two frames have passed. The chat button's walks use it instead of a page load per width: a load
 * settles in a second or more on a busy machine (13 routes × 3 loads: 91 s → 63 s for the spec on a phone).
 */
export async function atWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: page.viewportSize()!.height });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}
