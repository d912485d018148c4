import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminDesign } from "./catalog";
import { DesignList } from "./design-list";

const design = (id: number, title: string) => ({ id, title, status: "published", images: [] }) as unknown as AdminDesign;

function titles() {
  return within(screen.getByRole("list", { name: "Designs in gallery order" }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("p")?.textContent);
}

describe("DesignList", () => {
  afterEach(() => vi.restoreAllMocks());

  it("moves a design once per press even while the previous move is still being saved, and saves the final order", async () => {
    // The server answers only when the test lets it: presses land while a save is under way.
    const answers: Array<() => void> = [];
    const sent: number[][] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((_url, init) => {
      sent.push((JSON.parse(String(init?.body)) as { ids: number[] }).ids);
      return new Promise((resolve) => answers.push(() => resolve(new Response(JSON.stringify({ designs: [] }), { status: 200 }))));
    });
    const onChanged = vi.fn();
    const items = [design(1, "Alpha"), design(2, "Bravo"), design(3, "Charlie"), design(4, "Delta")];
    render(<DesignList items={items} category="Modular-Kitchen-Designs" type="Luxury" editingId={null} onEdit={() => {}} onChanged={onChanged} />);

    for (let n = 0; n < 3; n++) fireEvent.click(screen.getByRole("button", { name: /^Move up ?Delta$/ }));
    expect(titles()[0]).toContain("Delta");
    expect(screen.getByRole("button", { name: /^Move up ?Delta$/ })).toBeDisabled();
    // One request in flight; the two presses behind it wait and are sent together.
    expect(sent).toEqual([[1, 2, 4, 3]]);
    await act(async () => answers.shift()!());
    expect(sent).toEqual([
      [1, 2, 4, 3],
      [4, 1, 2, 3],
    ]);
    expect(onChanged).not.toHaveBeenCalled();
    await act(async () => answers.shift()!());
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });
});
