import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hasMore, nextCount, PAGE_SIZE, visibleItems } from "./paging";
import { usePaging } from "./use-paging";

describe("paging", () => {
  it("starts at 4 and grows by 4, never past the total", () => {
    expect(PAGE_SIZE).toBe(4);
    expect(nextCount(4, 14)).toBe(8);
    expect(nextCount(8, 14)).toBe(12);
    expect(nextCount(12, 14)).toBe(14);
    expect(nextCount(14, 14)).toBe(14);
    expect(nextCount(4, 0)).toBe(0);
  });

  it("has more only while fewer than all are shown", () => {
    expect(hasMore(4, 6)).toBe(true);
    expect(hasMore(6, 6)).toBe(false);
    expect(hasMore(4, 4)).toBe(false);
    expect(hasMore(4, 3)).toBe(false);
    expect(hasMore(4, 0)).toBe(false);
  });

  it("shows the first count items", () => {
    const items = ["a", "b", "c", "d", "e", "f"];
    expect(visibleItems(items, 4)).toEqual(["a", "b", "c", "d"]);
    expect(visibleItems(items, 8)).toEqual(items);
    expect(visibleItems(items, -1)).toEqual([]);
  });
});

describe("usePaging", () => {
  const items = Array.from({ length: 10 }, (_, i) => i);

  it("loads 4 more per call until the button would be gone", () => {
    const { result } = renderHook(() => usePaging(items, "k"));
    expect(result.current.visible).toEqual([0, 1, 2, 3]);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    expect(result.current.visible).toHaveLength(8);
    act(() => result.current.loadMore());
    expect(result.current.visible).toHaveLength(10);
    expect(result.current.hasMore).toBe(false);
  });

  it("goes back to the first page when the reset key changes", () => {
    const { result, rerender } = renderHook(({ key }) => usePaging(items, key), { initialProps: { key: "Normal" } });
    act(() => result.current.loadMore());
    expect(result.current.visible).toHaveLength(8);
    rerender({ key: "Luxury" });
    expect(result.current.visible).toHaveLength(4);
  });
});
