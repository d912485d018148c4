// The floating chat button never covers a control or a line of text on a phone: on the key routes, at 360, 390 and
// 414 px, wherever the page is scrolled, a shown button's box meets no visible control's box and no text's line box;
// at the end of every page it shows (the footer keeps room for it).
import type { Page } from "@playwright/test";
import { gotoReady, skipConsultationAutoOpen } from "./support/ready";
import { atWidth, PHONE_WIDTHS } from "./support/width";
import { expect, test } from "./support/test";

// The phone widths, the page loaded once at the first and turned to the others (atWidth).
const WIDTHS = PHONE_WIDTHS;

// Every test walks its page at three widths, eleven stops each.
test.slow();
// Where the button settles is the question, not how it fades: without its 200 ms fade (motion-reduce:transition-none)
// a stop no longer waits for it, which was most of each route's five seconds.
test.use({ reducedMotion: "reduce" });
const ROUTES = [
  "/",
  "/recent-projects",
  "/360-views",
  "/demo-360",
  "/blogs",
  "/blogs/modern-kitchen-design-trends-2025",
  "/Contactus",
  "/get-free-estimate",
  "/design-gallery/Modular-Kitchen-Designs",
  "/city/mumbai",
  "/Guides/Budget-Planning",
  "/reviews",
  "/faqs",
];

type Under = { shown: boolean; covered: string[] };

/** Whether the chat button shows, and the controls and text under its box (text measured by its line boxes, clipped by overflow). */
async function underChat(page: Page): Promise<Under> {
  const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await chat.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return chat.evaluate((button): Under => {
    if (Number(getComputedStyle(button).opacity) === 0) return { shown: false, covered: [] };
    const box = button.getBoundingClientRect();
    const meets = (r: DOMRect | { left: number; right: number; top: number; bottom: number }) =>
      r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom && r.right > r.left && r.bottom > r.top;
    /** r cut to what the element's clipping ancestors let show; null when hidden. */
    const shownPart = (el: Element, r: DOMRect) => {
      let { left, right, top, bottom } = r;
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return null;
        if (s.clipPath !== "none" || (s.clip && s.clip !== "auto")) return null; // visually hidden (sr-only)
        if (a !== el && (s.overflowX !== "visible" || s.overflowY !== "visible")) {
          const c = a.getBoundingClientRect();
          left = Math.max(left, c.left);
          right = Math.min(right, c.right);
          top = Math.max(top, c.top);
          bottom = Math.min(bottom, c.bottom);
        }
      }
      return { left, right, top, bottom };
    };
    const covered: string[] = [];
    const controls = document.querySelectorAll("a,button,input,select,textarea,summary,label,[role=button],[role=link],[role=radio],[role=tab]");
    // Clipping only shrinks a box, so a box that misses the button's is skipped before its ancestors' styles are read.
    for (const c of controls) {
      if (button.contains(c)) continue;
      const rect = c.getBoundingClientRect();
      if (!meets(rect)) continue;
      const part = shownPart(c, rect);
      if (part && meets(part)) covered.push(`control "${(c.getAttribute("aria-label") ?? (c as HTMLElement).innerText).trim().slice(0, 40)}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || !n.textContent?.trim() || button.contains(parent) || parent.closest("script,style,noscript,template")) continue;
      range.selectNodeContents(n);
      for (const line of range.getClientRects()) {
        if (!meets(line)) continue;
        const part = shownPart(parent, line);
        if (part && meets(part)) {
          covered.push(`text "${n.textContent.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return { shown: true, covered };
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

test.describe("the chat button covers no control or text on a phone @phone", () => {
  for (const path of ROUTES) {
    test(path, async ({ page }) => {
      await skipConsultationAutoOpen(page);
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await gotoReady(page, path);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (let step = 0; step <= 10; step++) {
          const y = Math.round((height * step) / 10);
          await scrollTo(page, y);
          const { covered } = await underChat(page);
          expect(covered, `${path} at ${width} px scrolled to ${y} of ${height}`).toEqual([]);
        }
        const end = await underChat(page);
        expect(end.shown, `the chat button shows at the end of ${path} at ${width} px`).toBe(true);
      }
    });
  }
});

test("the chat button clears a project's Get Free Quote button at the bottom edge @phone", async ({ page }) => {
  await skipConsultationAutoOpen(page);
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await gotoReady(page, "/recent-projects");
  for (const width of WIDTHS) {
    await atWidth(page, width);
    const quotes = page.getByRole("link", { name: "Get Free Quote" });
    const count = await quotes.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < Math.min(count, 3); i++) {
      // Bring the button's bottom to the screen's bottom edge, right where the chat button floats.
      const top = await quotes.nth(i).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 8);
      await scrollTo(page, top);
      const { covered } = await underChat(page);
      expect(covered, `Get Free Quote #${i + 1} at ${width} px`).toEqual([]);
    }
  }
});
