import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createToggleGuard, TOGGLE_GUARD_MS, useGuardedToggle } from "./use-guarded-toggle";

function clock(start = 1000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createToggleGuard", () => {
  it("accepts the first change and refuses another within the guard time", () => {
    const c = clock();
    const guard = createToggleGuard(400, c.now);
    expect(guard.accept()).toBe(true);
    c.advance(399);
    expect(guard.accept()).toBe(false);
    c.advance(1);
    expect(guard.accept()).toBe(true);
  });
});

describe("useGuardedToggle", () => {
  it("uses the spec's 400 ms", () => {
    expect(TOGGLE_GUARD_MS).toBe(400);
  });

  it("ignores a second toggle within 400 ms", () => {
    const c = clock();
    const { result } = renderHook(() => useGuardedToggle(TOGGLE_GUARD_MS, c.now));
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    c.advance(150);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    c.advance(400);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it("ignores two toggles in the same tick", () => {
    const c = clock();
    const { result } = renderHook(() => useGuardedToggle(TOGGLE_GUARD_MS, c.now));
    act(() => {
      result.current.toggle();
      result.current.toggle();
    });
    expect(result.current.open).toBe(true);
  });

  it("lets a forced close through, e.g. on navigation", () => {
    const c = clock();
    const { result } = renderHook(() => useGuardedToggle(TOGGLE_GUARD_MS, c.now));
    act(() => result.current.set(true));
    c.advance(10);
    act(() => result.current.set(false, { force: true }));
    expect(result.current.open).toBe(false);
  });

  it("does not spend the guard on a no-op", () => {
    const c = clock();
    const { result } = renderHook(() => useGuardedToggle(TOGGLE_GUARD_MS, c.now));
    act(() => result.current.set(false));
    act(() => result.current.set(true));
    expect(result.current.open).toBe(true);
  });
});
