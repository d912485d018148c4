// Waiting for a page to be the one a visitor uses: hydrated by React, data fetched, motion settled.
import type { Page } from "@playwright/test";
import { CONSULTATION_DONE_KEY } from "../../app/features/consultation-modal/consultation-store";

/** Resolves once React has hydrated the document (React tags the DOM nodes it owns). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber$"));
  });
}

/**
 * goto that, for one of our HTML pages, returns once React has hydrated it: our pages paint before their JavaScript
 * loads (scripts/optimize-html.mjs), so the load event no longer means "interactive", and a person only acts on a page
 * that answers.
 */
export function hydratedGoto(page: Page, goto: Page["goto"] = page.goto.bind(page)): Page["goto"] {
  return async (url, options) => {
    const response = await goto(url, options);
    const html = (response?.headers()["content-type"] ?? "").startsWith("text/html");
    if (html && (options?.waitUntil ?? "load") !== "commit") await waitForHydration(page);
    return response;
  };
}

/** Resolves when no request is in flight, no "Loading..." text shows and finite animations have ended. */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => {
    const loading = [...document.querySelectorAll("main *")].some(
      (el) => el.childElementCount === 0 && el.textContent?.trim() === "Loading..." && (el as HTMLElement).offsetParent !== null,
    );
    const moving = document
      .getAnimations()
      .some((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
    return !loading && !moving;
  });
}

/** Opens path and waits until it is hydrated and settled. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await waitForSettled(page);
}

/** Keeps the home page's consultation modal from opening by itself (as after a first close in the session). */
export async function skipConsultationAutoOpen(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    try {
      window.sessionStorage.setItem(key, "1");
    } catch {
      // No storage: the test that needs this will show the modal and fail readably.
    }
  }, CONSULTATION_DONE_KEY);
}
