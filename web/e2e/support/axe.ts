// axe-core, reporting only what blocks people: serious and critical violations.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

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
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  return blocking(await builder.analyze());
}

/**
 * Serious and critical violations of every axe rule (WCAG's and best practice: a superset of blockingViolations'),
 * one block per rule; empty when clean.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  return blocking(await new AxeBuilder({ page }).analyze());
}
