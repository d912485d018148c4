// What one city page knows about its city, and the check that keeps its experience centres real.
import { settings } from "../settings";
import type { CitySlug } from "../paths";
import type { CityKey } from "../guides/budget-planning";

interface SolutionCard {
  title: string;
  text: string;
}

interface BudgetRange {
  home: string;
  /** Carpet area the range was worked out for. */
  sqFt: number;
  range: string;
}

export interface CityContent {
  slug: CitySlug;
  /** Name for body text, e.g. "Delhi NCR"; headings use cityHeadingName(slug). */
  displayName: string;
  metaTitle: string;
  metaDescription: string;
  image: string;
  imageAlt: string;
  heroIntro: string;
  typicalHomes: string;
  climate: string;
  localities: readonly string[];
  /** City choice of the budget calculator whose rates the ranges below follow. */
  calculatorCity: CityKey;
  budgetRanges: readonly BudgetRange[];
  /** Experience centres (names from settings.json) closest to the city. */
  experienceCentres: readonly string[];
  experienceCentreNote: string;
  spaceSaving: readonly string[];
  bedroom: readonly string[];
  solutions: readonly SolutionCard[];
}

// Fails the build if a city points at an experience centre that settings.json does not list.
export function centre(name: string): string {
  const found = settings.experienceCentres.find((c) => c === name);
  if (!found)
    throw new Error(`experience centre "${name}" is not in settings.json`);
  return found;
}
