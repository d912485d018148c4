// Every public page at phone width (390 px), and one page of each template at desktop (1440 px), as a visitor loads,
// reads and scrolls it under the real server: its status and Content-Security-Policy, no console error, uncaught exception or CSP violation, no
// serious or critical axe violation (every rule), and on a phone nothing wider than the screen at 360, 390 and 414 px.
// The routes are the app's own list of built pages (content/paths), with the two kinds of address it does not know;
// a worker loads them one after another in one tab (support/tab.ts).
import { prerenderedRoutes } from "../app/content/paths";
import { seriousViolations } from "./support/axe";
import { scrollThrough } from "./support/page-problems";
import { waitForSettled } from "./support/ready";
import { expect, test } from "./support/tab";
import { atWidth, expectNoSidewaysScroll, PHONE_WIDTHS } from "./support/width";

/** Addresses no page answers: the site's not-found page, and the blog's for a post that does not exist. */
const NOT_FOUND = ["/no-such-page-here", "/blogs/no-such-post"];

/**
 * The templates whose pages differ only in their content (a city, a gallery type, a post): at desktop the first page of
 * each stands for the rest. Content is the same at both widths and the phone walks every page (errors, axe, widths);
 * what desktop adds is the template's own layout and navigation (20 page loads of 88 fewer).
 */
const TEMPLATES = ["/city/", "/design-gallery/", "/blogs/"];
const seenTemplates = new Set<string>();
function phoneOnly(path: string): boolean {
  const template = TEMPLATES.find((t) => path.startsWith(t) && !NOT_FOUND.includes(path));
  if (!template) return false;
  if (seenTemplates.has(template)) return true;
  seenTemplates.add(template);
  return false;
}

for (const path of [...prerenderedRoutes(), ...NOT_FOUND]) {
  test(phoneOnly(path) ? `${path} @phone` : path, async ({ tab }, testInfo) => {
    // A load, a scroll through and an axe walk. The panoramas page is the largest tree axe walks (past 30 s on a busy
    // machine on its own).
    test.setTimeout(path === "/360-views" ? 150_000 : 90_000);
    const missing = NOT_FOUND.includes(path);
    const { page } = tab;
    const res = await tab.open(path);
    expect(res?.status()).toBe(missing ? 404 : 200);
    expect(res?.headers()["content-security-policy"], "the real server sends its CSP").toContain("default-src 'self'");
    if (missing) {
      // The page names itself before any script runs (the built fallback's own title), not only once React has.
      expect(await res!.text()).toMatch(/<title>Page not found \| Nivaas Interiors<\/title>/);
    }
    await scrollThrough(page);
    await waitForSettled(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (missing) await expect(page).toHaveTitle(/not found/i);

    // The browser reports a 404's own status as a console error: the page's, and the blog's API lookup of the same post.
    const slug = path.split("/").pop()!;
    const own404 = (p: string) => / status of 404/.test(p) && (p.includes(`${path} `) || p.includes(`${path})`) || p.includes(`/api/blogs/${slug}`));
    const found = (await tab.problems()).filter((p) => !(missing && own404(p)));
    expect(found, `\n${found.join("\n")}\n`).toEqual([]);

    const violations = await seriousViolations(page);
    expect(violations, `\n${violations.join("\n\n")}\n`).toEqual([]);

    if (testInfo.project.name !== "phone") return;
    // The other phone widths on the page loaded, as a phone turned or a window narrowed shows it: a load each cost
    // two of the three seconds a page took here.
    for (const width of [page.viewportSize()!.width, ...PHONE_WIDTHS.filter((w) => w !== page.viewportSize()!.width)]) {
      await atWidth(page, width);
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
    }
  });
}
