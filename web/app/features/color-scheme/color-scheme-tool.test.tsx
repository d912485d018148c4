import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ColorSchemeTool } from "./color-scheme-tool";
import { swatchColor } from "./swatch-color";

describe("ColorSchemeTool", () => {
  it("offers the 15 hues as one radio group, teal and Hue-forward chosen by default", () => {
    render(<ColorSchemeTool />);
    const hues = within(screen.getByRole("group", { name: "Choose a colour" })).getAllByRole("radio");
    expect(hues.map((r) => r.getAttribute("value"))).toEqual([
      "teal", "cyan", "sky", "blue", "indigo", "emerald", "green", "lime", "yellow", "amber", "orange", "red", "rose", "pink", "fuchsia",
    ]);
    expect(screen.getByRole("radio", { name: "Teal" })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Hue-forward/ })).toBeChecked();
    expect(screen.getByRole("img", { name: /Furniture preview in teal, Hue-forward/ })).toBeInTheDocument();
  });

  it("shows two swatch sets of five pieces for each of the three modes", () => {
    render(<ColorSchemeTool />);
    const modes = within(screen.getByRole("group", { name: "Palette mode" })).getAllByRole("radio");
    expect(modes).toHaveLength(3);
    const strips = screen.getAllByRole("list", { name: /swatches$/ });
    expect(strips).toHaveLength(6);
    for (const strip of strips) expect(within(strip).getAllByRole("listitem")).toHaveLength(5);
  });

  it("recolours the preview and the swatches when the hue or the mode changes", async () => {
    const user = userEvent.setup();
    render(<ColorSchemeTool />);
    await user.click(screen.getByRole("radio", { name: "Rose" }));
    await user.click(screen.getByRole("radio", { name: /Accent-led/ }));
    const preview = screen.getByRole("img", { name: /Furniture preview in rose, Accent-led/ });
    expect(preview).toHaveAttribute("data-hue", "rose");
    expect(preview).toHaveAttribute("data-mode", "accent-led");
    expect(screen.getByTestId("preview-caption")).toHaveTextContent("Rose, Accent-led");
    const deep = screen.getByRole("list", { name: "Deep swatches" });
    expect(within(deep).getByTitle("Sofa").getAttribute("style")).toContain("--color-rose-600");
  });
});

describe("swatchColor", () => {
  it("maps hue and neutral shade steps to Tailwind colour variables", () => {
    expect(swatchColor("teal", { source: "hue", step: 600 })).toMatch(/^var\(--color-teal-600, oklch/);
    expect(swatchColor("teal", { source: "neutral", step: 300 })).toMatch(/^var\(--color-stone-300, oklch/);
    expect(swatchColor("amber", { source: "hue", step: 50 })).toMatch(/^color-mix\(in oklab, var\(--color-amber-100/);
    expect(swatchColor("amber", { source: "hue", step: 950 })).toMatch(/^var\(--color-amber-800/);
  });
});
