import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { guideIcons } from "~/components/ui/icons/guides";
import { designTips } from "~/content/guides/design-tips";
import { principles } from "~/content/guides/space-planning";
import { DesignTipsPage } from "./design-tips-page";
import { guideMeta } from "./guide-layout";
import { SpacePlanningPage } from "./space-planning-page";

function renderAt(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("guide pages", { timeout: 20_000 }, () => {
  it("Design-Tips: six tip cards, three idea cards and the subscribe slot", () => {
    renderAt(<DesignTipsPage subscribeForm={<form aria-label="subscribe slot" />} />);
    expect(within(screen.getByRole("region", { name: "Tips That Work in Every Home" })).getAllByRole("listitem")).toHaveLength(6);
    expect(within(screen.getByRole("region", { name: "Ideas to Borrow" })).getAllByRole("listitem")).toHaveLength(3);
    expect(within(screen.getByRole("region", { name: "Get Monthly Design Ideas" })).getByRole("form", { name: "subscribe slot" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("Space-Planning: six principles with pro tips, six labelled checkboxes, four layouts", async () => {
    renderAt(<SpacePlanningPage subscribeForm={<form aria-label="subscribe slot" />} />);
    expect(screen.getAllByText("Pro tip:")).toHaveLength(6);
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(6);
    await userEvent.setup().click(screen.getByLabelText("Window sill heights and any beams or columns"));
    expect(screen.getByLabelText("Window sill heights and any beams or columns")).toBeChecked();
    expect(screen.getByText("1 of 6 measured")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Common Room Layouts" })).getAllByRole("listitem")).toHaveLength(4);
  });

  it("maps every icon the guide content names", () => {
    for (const name of [...designTips, ...principles].map((item) => item.icon)) expect(Object.keys(guideIcons)).toContain(name);
  });

  it("gives each guide a breadcrumb ending at its own URL", () => {
    const meta = guideMeta({ path: "/Guides/Space-Planning", title: "Space", description: "Plan rooms." });
    const ld = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": { itemListElement: Array<{ item: string }> } };
    expect(ld["script:ld+json"].itemListElement.at(-1)!.item).toBe("https://www.nivaas.example/Guides/Space-Planning");
  });
});
