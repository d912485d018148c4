import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminApi, AdminApiError, useAdminQuery, useStaleEdit } from "./admin-api";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("useAdminQuery", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("retries a passing server failure and then shows the data", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json({ error: "Busy." }, 503)).mockResolvedValueOnce(json({ n: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useAdminQuery("k", (signal) => adminApi<{ n: number }>("/x", { signal })));
    expect(result.current.phase).toBe("loading");
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }), { timeout: 4000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.phase).toBe("ready");
  });

  it("does not retry a refusal, and tells a missing thing apart", async () => {
    const fetchMock = vi.fn(async () => json({ error: "There is no such lead." }, 404));
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useAdminQuery("k", (signal) => adminApi("/x", { signal })));
    await waitFor(() => expect(result.current.phase).toBe("failed"));
    expect(result.current.missing).toBe(true);
    expect(result.current.error).toBe("There is no such lead.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("aborts the read of an old key and never shows its answer", async () => {
    const signals: AbortSignal[] = [];
    const read = (key: string) => (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => setTimeout(() => resolve(key), key === "old" ? 50 : 0));
    };
    const { result, rerender } = renderHook(({ k }) => useAdminQuery(k, read(k)), { initialProps: { k: "old" } });
    rerender({ k: "new" });
    await waitFor(() => expect(result.current.data).toBe("new"));
    expect(signals[0].aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 80));
    expect(result.current.data).toBe("new");
  });

  it("keeps what is shown when a reload fails, with the sentence beside it", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(json({ n: 1 })).mockResolvedValue(json({ error: "Not allowed." }, 403)));
    const { result } = renderHook(() => useAdminQuery("k", (signal) => adminApi<{ n: number }>("/x", { signal })));
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    await act(() => result.current.reload());
    expect(result.current.data).toEqual({ n: 1 });
    expect(result.current.error).toBe("Not allowed.");
  });
});

describe("useStaleEdit", () => {
  it("turns a 409 into the page's stale sentence and gives the form an empty refusal", async () => {
    const { result } = renderHook(() => useStaleEdit());
    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.guard(() => Promise.reject(new AdminApiError(409, "Someone else changed this lead."))).catch((e: unknown) => e);
    });
    expect(result.current.stale).toBe("Someone else changed this lead.");
    expect(thrown).toBeInstanceOf(AdminApiError);
    expect((thrown as AdminApiError).message).toBe("");
    act(() => result.current.clear());
    expect(result.current.stale).toBe("");
  });

  it("passes other refusals to the form untouched", async () => {
    const { result } = renderHook(() => useStaleEdit());
    const err = new AdminApiError(400, "Please write the note.");
    await act(async () => {
      await expect(result.current.guard(() => Promise.reject(err))).rejects.toBe(err);
    });
    expect(result.current.stale).toBe("");
  });
});
