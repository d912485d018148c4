// axe-core, reporting only what blocks people: serious and critical violations.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// Axe describes every passing and inapplicable element too unless told otherwise: a selector and HTML for each.
// Only the violations are read here.
const VIOLATIONS_ONLY = { resultTypes: ["violations" as const] };

// AxeBuilder's default run opens a blank page and loads axe into it a second time to merge the frames' results,
// which is for cross-origin frames: our pages have none that load here (the one allowed, YouTube's, cannot load in
// the tests), and the merge was more than half of each check (2.0-3.3 s a page → 0.9-1.3 s, measured on two cores).
// Legacy mode runs axe in the page itself (and its same-origin frames): the same rules over the same elements.
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options(VIOLATIONS_ONLY);
}

type Results = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One readable block per serious or critical rule broken, with up to 8 of its elements; empty when clean. */
function blocking(result: Results): string[] {
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
  const builder = axe(page).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  return blocking(await builder.analyze());
}

/**
 * Serious and critical violations of every axe rule (WCAG's and best practice: a superset of blockingViolations'),
 * one block per rule; empty when clean.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  return blocking(await axe(page).analyze());
}
