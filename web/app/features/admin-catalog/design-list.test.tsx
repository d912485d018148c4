import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminDesign } from "./catalog";
import { DesignList } from "./design-list";

const design = (id: number, title: string) => ({ id, title, version: id * 10, status: "published", images: [] }) as unknown as AdminDesign;

function titles() {
  return within(screen.getByRole("list", { name: "Designs in gallery order" }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("p")?.textContent);
}

/** The server answers only when the test lets it: presses land while a move is under way. */
function heldServer() {
  const answers: Array<() => void> = [];
  const sent: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((url, init) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Promise((resolve) => answers.push(() => resolve(new Response(JSON.stringify({ designs: [] }), { status: 200 }))));
  });
  return { answers, sent };
}

const items = () => [design(1, "Alpha"), design(2, "Bravo"), design(3, "Charlie"), design(4, "Delta")];

describe("DesignList", () => {
  afterEach(() => vi.restoreAllMocks());

  it("moves a design once per press even while the previous move is being saved, then sends where it ended up in one more request", { timeout: 20_000 }, async () => {
    const { answers, sent } = heldServer();
    const onChanged = vi.fn();
    render(<DesignList items={items()} editingId={null} onEdit={() => {}} onChanged={onChanged} />);

    for (let n = 0; n < 3; n++) fireEvent.click(screen.getByRole("button", { name: /^Move up ?Delta$/ }));
    expect(titles()[0]).toContain("Delta");
    expect(screen.getByRole("button", { name: /^Move up ?Delta$/ })).toBeDisabled();
    // One request in flight; the two presses behind it wait and become one move.
    expect(sent).toEqual([{ url: "/api/admin/designs/4/move", body: { version: 40, position: 3 } }]);
    await act(async () => answers.shift()!());
    expect(sent.map((s) => s.body)).toEqual([
      { version: 40, position: 3 },
      { version: 40, position: 1 },
    ]);
    expect(onChanged).not.toHaveBeenCalled();
    await act(async () => answers.shift()!());
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it("moves a design to the top, the bottom or a numbered place in one request each, the focus staying with it", { timeout: 20_000 }, async () => {
    const { answers, sent } = heldServer();
    render(<DesignList items={items()} editingId={null} onEdit={() => {}} onChanged={() => {}} />);

    fireEvent.click(screen.getByRole("button", { name: /^Move to… ?Charlie$/ }));
    fireEvent.click(within(screen.getByRole("group", { name: "Move Charlie" })).getByRole("button", { name: "Move to top" }));
    expect(titles()).toEqual(["1. Charlie", "2. Alpha", "3. Bravo", "4. Delta"]);
    expect(screen.getByRole("button", { name: /^Move to… ?Charlie$/ })).toHaveFocus();
    expect(screen.getByText("Moved Charlie to position 1 of 4.")).toBeInTheDocument();
    await act(async () => answers.shift()!());

    fireEvent.click(screen.getByRole("button", { name: /^Move to… ?Alpha$/ }));
    const group = within(screen.getByRole("group", { name: "Move Alpha" }));
    fireEvent.change(group.getByLabelText(/Position/), { target: { value: "3" } });
    fireEvent.click(group.getByRole("button", { name: /^Move to position/ }));
    expect(titles()).toEqual(["1. Charlie", "2. Bravo", "3. Alpha", "4. Delta"]);
    await act(async () => answers.shift()!());

    fireEvent.click(screen.getByRole("button", { name: /^Move to… ?Charlie$/ }));
    fireEvent.click(within(screen.getByRole("group", { name: "Move Charlie" })).getByRole("button", { name: "Move to bottom" }));
    await act(async () => answers.shift()!());
    expect(titles()).toEqual(["1. Bravo", "2. Alpha", "3. Delta", "4. Charlie"]);
    expect(sent).toEqual([
      { url: "/api/admin/designs/3/move", body: { version: 30, position: 1 } },
      { url: "/api/admin/designs/1/move", body: { version: 10, position: 3 } },
      { url: "/api/admin/designs/3/move", body: { version: 30, position: 4 } },
    ]);
  });
  it("keeps the order on screen while a move is unsaved, though a list read before it arrives; the reload after it shows", { timeout: 20_000 }, async () => {
    const { answers } = heldServer();
    const { rerender } = render(<DesignList items={items()} editingId={null} onEdit={() => {}} onChanged={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: /^Move up ?Delta$/ }));
    expect(titles()).toEqual(["1. Alpha", "2. Bravo", "3. Delta", "4. Charlie"]);
    rerender(<DesignList items={items()} editingId={null} onEdit={() => {}} onChanged={() => {}} />);
    expect(titles()).toEqual(["1. Alpha", "2. Bravo", "3. Delta", "4. Charlie"]);
    await act(async () => answers.shift()!());
    const saved = [design(1, "Alpha"), design(2, "Bravo"), design(4, "Delta"), design(3, "Charlie")];
    rerender(<DesignList items={saved} editingId={null} onEdit={() => {}} onChanged={() => {}} />);
    expect(titles()).toEqual(["1. Alpha", "2. Bravo", "3. Delta", "4. Charlie"]);
  });
});
