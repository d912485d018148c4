import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { colorOptions } from "~/content/guides/color-scheme";
import { AccentChair, FurniturePreview, previewColors, Sofa } from "./furniture-preview";

describe("previewColors", () => {
  it("puts the hue on the big surfaces in hue-forward mode", () => {
    const c = previewColors("teal", "hue-forward");
    expect(c.sofa).toContain("var(--color-teal-500");
    expect(c.cabinetry).toContain("--color-teal-");
    expect(c.rug).toContain("--color-teal-");
  });

  it("keeps the big surfaces neutral in neutral-first mode, hue only in accents", () => {
    const c = previewColors("rose", "neutral-first");
    expect(c.sofa).toContain("--color-stone-");
    expect(c.cabinetry).toContain("--color-stone-");
    expect(c.chair).toContain("--color-stone-");
    expect(c.cushion).toContain("--color-rose-");
  });

  it("gives the statement chair and rug the hue in accent-led mode", () => {
    const c = previewColors("indigo", "accent-led");
    expect(c.chair).toContain("var(--color-indigo-500");
    expect(c.rug).toContain("--color-indigo-");
    expect(c.sofa).toContain("--color-stone-");
  });

  it("carries Tailwind's default value as a fallback for every hue", () => {
    for (const { key: hue } of colorOptions) {
      expect(previewColors(hue, "hue-forward").sofa).toMatch(new RegExp(`^var\\(--color-${hue}-500, oklch\\(.+\\)\\)$`));
    }
  });
});

describe("FurniturePreview", () => {
  it("is one labelled image showing all four pieces in the chosen hue", () => {
    const { container } = render(<FurniturePreview hue="amber" mode="hue-forward" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAccessibleName("Furniture preview in amber, Hue-forward: sofa, accent chair, cabinetry and rug");
    expect(container.querySelectorAll("svg svg")).toHaveLength(4);
    const styles = Array.from(container.querySelectorAll<SVGElement>("[style]")).map((el) => el.getAttribute("style"));
    expect(styles.some((s) => s?.includes("--color-amber-500"))).toBe(true);
  });

  it("changes colours when the mode changes", () => {
    const { container, rerender } = render(<FurniturePreview hue="teal" mode="hue-forward" />);
    const count = () => container.innerHTML.split("--color-teal-").length - 1;
    const hueForward = count();
    rerender(<FurniturePreview hue="teal" mode="neutral-first" />);
    expect(count()).toBeLessThan(hueForward);
    expect(screen.getByRole("img")).toHaveAccessibleName(/Neutral-first/);
  });
});

describe("pieces", () => {
  it("label themselves when used alone", () => {
    render(
      <div>
        <Sofa color="red" cushion="blue" />
        <AccentChair color="green" />
      </div>,
    );
    expect(screen.getByRole("img", { name: "Sofa" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Accent chair" })).toBeInTheDocument();
  });
});
