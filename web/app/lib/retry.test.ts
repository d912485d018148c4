import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, isRetryableStatus, OPERATION_BUDGET_MS, UPLOAD_BUDGET_MS, withRetry } from "./retry";

class Refused extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }
}
const retryable = (err: unknown) => err instanceof Refused && isRetryableStatus(err.status);

describe("isRetryableStatus", () => {
  it("retries network errors, 408, 429 and 5xx, never another 4xx", () => {
    for (const s of [0, 408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(s), String(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 409, 413, 415, 422]) expect(isRetryableStatus(s), String(s)).toBe(false);
  });
});

describe("backoffDelay", () => {
  it("doubles from 1 s and stops at 64 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000]);
  });
});

describe("withRetry", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits 1 s, then 2 s, then succeeds", async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Refused(503)).mockRejectedValueOnce(new Refused(429)).mockResolvedValue("ok");
    const done = withRetry(attempt, { budgetMs: OPERATION_BUDGET_MS, retryable });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("never retries a refusal such as 415 or 409", async () => {
    for (const status of [400, 409, 413, 415, 422]) {
      const attempt = vi.fn().mockRejectedValue(new Refused(status));
      await expect(withRetry(attempt, { budgetMs: UPLOAD_BUDGET_MS, retryable })).rejects.toEqual(new Refused(status));
      expect(attempt).toHaveBeenCalledTimes(1);
    }
  });

  it("gives up when the next wait would pass the 120 s budget of an operation", async () => {
    const attempt = vi.fn().mockRejectedValue(new Refused(500));
    const done = withRetry(attempt, { budgetMs: OPERATION_BUDGET_MS, retryable });
    const settled = done.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(OPERATION_BUDGET_MS);
    // Waits 1+2+4+8+16+32 = 63 s; the next 64 s would end at 127 s, past the budget.
    expect(attempt).toHaveBeenCalledTimes(7);
    expect(await settled).toEqual(new Refused(500));
  });

  it("keeps trying an upload for up to 600 s, never waiting more than 64 s", async () => {
    const attempt = vi.fn().mockRejectedValue(new Refused(0));
    const waits: number[] = [];
    const settled = withRetry(attempt, { budgetMs: UPLOAD_BUDGET_MS, retryable, onRetry: (_n, d) => waits.push(d) }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(UPLOAD_BUDGET_MS);
    expect(await settled).toEqual(new Refused(0));
    expect(Math.max(...waits)).toBe(64_000);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThan(UPLOAD_BUDGET_MS);
    // 63 s of doubling, then 64 s steps: 63 + 8 × 64 = 575 s; a ninth 64 s step would pass 600 s.
    expect(attempt).toHaveBeenCalledTimes(15);
  });

  it("hands each attempt the time left, so a request can bound its own wait", async () => {
    const seen: number[] = [];
    const attempt = vi.fn(async (remaining: number) => {
      seen.push(remaining);
      if (seen.length < 3) throw new Refused(408);
      return 1;
    });
    const done = withRetry(attempt, { budgetMs: 10_000, retryable });
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(seen).toEqual([10_000, 9_000, 7_000]);
  });

  it("stops waiting when aborted", async () => {
    const ctl = new AbortController();
    const attempt = vi.fn().mockRejectedValue(new Refused(503));
    const settled = withRetry(attempt, { budgetMs: UPLOAD_BUDGET_MS, retryable, signal: ctl.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    ctl.abort();
    expect(await settled).toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
