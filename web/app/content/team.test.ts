import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { designers, founders } from "./team";

// The demo seed lives in Go; reading its source keeps the two name lists from drifting apart.
const here = dirname(import.meta.filename);

describe("team", () => {
  it("has two founders with their portraits", () => {
    expect(founders.map((f) => f.image)).toEqual([
      "/art/people/founder-1.svg",
      "/art/people/founder-2.svg",
    ]);
    for (const f of founders) expect(f.bio.length).toBeGreaterThan(120);
  });

  it("has six designers with their portraits", () => {
    expect(designers.map((d) => d.image)).toEqual(
      Array.from({ length: 6 }, (_, i) => `/art/people/designer-${i + 1}.svg`),
    );
    for (const d of designers) expect(d.experience).toMatch(/^\d+ years$/);
  });

  it("matches the design team credited on recent projects (internal/demo)", () => {
    const demo = readFileSync(
      resolve(here, "../../../internal/demo/designers.go"),
      "utf8",
    );
    for (const d of designers) {
      const years = d.experience.replace(" years", "");
      expect(demo).toContain(
        `{Name: "${d.name}", Role: "${d.role}", Years: ${years},`,
      );
    }
  });
});
