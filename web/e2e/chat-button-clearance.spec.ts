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

type Under = { y: number; height: number; shown: boolean; covered: string[] };

/**
 * Scrolled to each of `at` in turn (page offsets; "stops" spreads that many steps from the top to the end), whether the
 * chat button shows there and the controls and text under its box (text measured by its line boxes, clipped by
 * overflow). One round trip a walk: each stop waits two frames and the button's fade in the page itself.
 */
async function underChat(page: Page, at: number[] | { stops: number }): Promise<Under[]> {
  const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  return chat.evaluate(async (button, at): Promise<Under[]> => {
    const box = () => button.getBoundingClientRect();
    const meets = (r: DOMRect | { left: number; right: number; top: number; bottom: number }, b: DOMRect) =>
      r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom && r.right > r.left && r.bottom > r.top;
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
    const covered = (b: DOMRect): string[] => {
      const found: string[] = [];
      const controls = document.querySelectorAll("a,button,input,select,textarea,summary,label,[role=button],[role=link],[role=radio],[role=tab]");
      // Clipping only shrinks a box, so a box that misses the button's is skipped before its ancestors' styles are read.
      for (const c of controls) {
        if (button.contains(c)) continue;
        const rect = c.getBoundingClientRect();
        if (!meets(rect, b)) continue;
        const part = shownPart(c, rect);
        if (part && meets(part, b)) found.push(`control "${(c.getAttribute("aria-label") ?? (c as HTMLElement).innerText).trim().slice(0, 40)}"`);
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (!parent || !n.textContent?.trim() || button.contains(parent) || parent.closest("script,style,noscript,template")) continue;
        range.selectNodeContents(n);
        for (const line of range.getClientRects()) {
          if (!meets(line, b)) continue;
          const part = shownPart(parent, line);
          if (part && meets(part, b)) {
            found.push(`text "${n.textContent.trim().slice(0, 40)}"`);
            break;
          }
        }
      }
      return found;
    };
    const height = document.documentElement.scrollHeight - window.innerHeight;
    const ys = Array.isArray(at) ? at : Array.from({ length: at.stops + 1 }, (_, step) => Math.round((height * step) / at.stops));
    const seen: Under[] = [];
    for (const y of ys) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      await Promise.all(button.getAnimations().map((a) => a.finished));
      const shown = Number(getComputedStyle(button).opacity) !== 0;
      seen.push({ y, height, shown, covered: shown ? covered(box()) : [] });
    }
    return seen;
  }, at);
}

test.describe("the chat button covers no control or text on a phone @phone", () => {
  for (const path of ROUTES) {
    test(path, async ({ page }) => {
      await skipConsultationAutoOpen(page);
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await gotoReady(page, path);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        const stops = await underChat(page, { stops: 10 });
        for (const { y, height, covered } of stops) expect(covered, `${path} at ${width} px scrolled to ${y} of ${height}`).toEqual([]);
        expect(stops.at(-1)!.shown, `the chat button shows at the end of ${path} at ${width} px`).toBe(true);
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
      const [{ covered }] = await underChat(page, [top]);
      expect(covered, `Get Free Quote #${i + 1} at ${width} px`).toEqual([]);
    }
  }
});
