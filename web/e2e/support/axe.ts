// axe-core, reporting only what blocks people: serious and critical violations.
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// Axe describes every passing and inapplicable element too unless told otherwise: a selector and HTML for each.
// Only the violations are read here.
const VIOLATIONS_ONLY: RunOptions = { resultTypes: ["violations"] };

/** The part of axe-core's API the checks call in the page. */
interface AxeInPage {
  axe: {
    configure(spec: { allowedOrigins: string[] }): void;
    run(context: ElementContext | Document, options: RunOptions): Promise<AxeResults>;
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

// Axe runs in the page itself (and its same-origin frames), as @axe-core/playwright's legacy mode does, without its two
// costs: its default run opens a blank page and loads axe there again to merge frames' results (for cross-origin
// frames, which our pages do not load in the tests), and its legacy run loads axe's 650 KB into the main frame twice.
// Loaded once per document here: 1.1-1.4 s a check -> 0.5-0.8 s on two cores, the same rules over the same elements.
async function run(page: Page, options: RunOptions, include?: string): Promise<AxeResults> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => "axe" in window)) continue;
      await frame.evaluate(axeSource);
      await frame.evaluate(() => (window as unknown as AxeInPage).axe.configure({ allowedOrigins: ["<same_origin>"] }));
    } catch {
      // A frame that went away or cannot run scripts: axe reports what it could not reach in the main frame's results.
    }
  }
  const context: ElementContext | null = include ? { include: [[include]] } : null;
  // In and out as JSON text: Playwright's types of evaluate's argument and answer cannot unfold axe's.
  const answer = JSON.parse(
    await page.evaluate((arg: string) => {
      const { context, options } = JSON.parse(arg) as { context: ElementContext | null; options: RunOptions };
      return (window as unknown as AxeInPage).axe
        .run(context ?? document, options)
        .then((results) => JSON.stringify({ results, error: null }))
        .catch((err: Error) => JSON.stringify({ results: null, error: err.message }));
    }, JSON.stringify({ context, options })),
  ) as { results: AxeResults; error: null } | { results: null; error: string };
  if (!answer.results) throw new Error(`axe could not check the page: ${answer.error}`);
  return answer.results;
}

/** One readable block per serious or critical rule broken, with up to 8 of its elements; empty when clean. */
function blocking(result: AxeResults): string[] {
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n\s*/g, " ")}\n      ${n.html.slice(0, 200)}`)
        .join("\n");
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    });
}

/**
 * Serious and critical violations of the WCAG 2.1 A/AA rules on the page as it is now (or only inside `include`, a
 * CSS selector); empty when clean.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  return blocking(await run(page, { ...VIOLATIONS_ONLY, runOnly: { type: "tag", values: WCAG_TAGS } }, include));
}

/**
 * Serious and critical violations of every axe rule (WCAG's and best practice: a superset of blockingViolations'),
 * one block per rule; empty when clean.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  return blocking(await run(page, VIOLATIONS_ONLY));
}
