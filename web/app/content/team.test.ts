import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { designers, founders } from "./team";

// The demo seed's projects (Go) credit designers by name; reading them keeps the two from drifting apart.
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

  it("credits only these designers on the demo's recent projects (internal/demo)", () => {
    const projects = JSON.parse(
      readFileSync(resolve(here, "../../../internal/demo/data/projects.json"), "utf8"),
    ) as { designer: string }[];
    const names = designers.map((d) => d.name);
    for (const p of projects) expect(names).toContain(p.designer);
  });
});
