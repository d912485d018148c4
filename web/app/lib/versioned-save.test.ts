import { act, renderHook } from "@testing-library/react";
import type { FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { AdminApiError, useVersionedSave } from "./admin-api";

function submitEvent(): FormEvent<HTMLFormElement> {
  return { preventDefault: vi.fn(), currentTarget: document.createElement("form") } as unknown as FormEvent<HTMLFormElement>;
}

describe("useVersionedSave", () => {
  it("keeps the record the server answered and says what was saved", async () => {
    const { result } = renderHook(() => useVersionedSave());
    const keep = vi.fn();
    const event = submitEvent();
    await act(() => result.current.submit(async () => ({ version: 2, enabled: true }), keep, (next) => (next.enabled ? "Saved, on." : "Saved, off."))(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(keep).toHaveBeenCalledWith({ version: 2, enabled: true });
    expect(result.current.saved).toBe("Saved, on.");
    expect(result.current.stale).toBe("");
    expect(result.current.save.error).toBe("");
  });

  it("turns a stale save into the stale sentence, keeping nothing and clearing the last saved line", async () => {
    const { result } = renderHook(() => useVersionedSave());
    await act(() => result.current.submit(async () => 1, vi.fn(), "Saved.")(submitEvent()));
    expect(result.current.saved).toBe("Saved.");
    const keep = vi.fn();
    await act(() =>
      result.current.submit(
        async () => {
          throw new AdminApiError(409, "Someone else saved a change first.");
        },
        keep,
        "Saved.",
      )(submitEvent()),
    );
    expect(keep).not.toHaveBeenCalled();
    expect(result.current.saved).toBe("");
    expect(result.current.stale).toBe("Someone else saved a change first.");
    expect(result.current.save.error).toBe("");
  });

  it("shows any other refusal as the form's error", async () => {
    const { result } = renderHook(() => useVersionedSave());
    await act(() =>
      result.current.submit(
        async () => {
          throw new AdminApiError(400, "Please check the highlighted fields.", { url: "Please enter a web address." });
        },
        vi.fn(),
        "Saved.",
      )(submitEvent()),
    );
    expect(result.current.save.error).toBe("Please check the highlighted fields.");
    expect(result.current.save.fields).toEqual({ url: "Please enter a web address." });
    expect(result.current.stale).toBe("");
  });
});
