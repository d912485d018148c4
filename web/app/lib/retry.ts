// The storage client's retry rule (spec section 9): a time budget per call, backoff doubling to 64 s,
// retrying only what may succeed later (network errors, 408, 429, 5xx), never another 4xx.

/** Budget of a plain call (list, save), first try and retries together. */
export const OPERATION_BUDGET_MS = 120_000;
/** Budget of one photo upload, first try and retries together. */
export const UPLOAD_BUDGET_MS = 600_000;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 64_000;

/** Whether an answer with this status (0 = no answer: network error or time-out) is worth trying again. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The wait before retry number n (1-based): 1 s, 2 s, 4 s … at most 64 s. */
export function backoffDelay(retry: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, retry - 1), MAX_BACKOFF_MS);
}

export interface RetryOptions {
  budgetMs: number;
  /** Whether the thrown error is worth another try. */
  retryable: (err: unknown) => boolean;
  signal?: AbortSignal;
  /** Called before each wait, e.g. to tell the person "Trying again in 4 s". */
  onRetry?: (retry: number, delayMs: number, err: unknown) => void;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    function abort() {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    }
    signal?.addEventListener("abort", abort, { once: true });
  });
}

/**
 * Runs attempt until it succeeds, fails for good, or the budget would be overrun by the next wait.
 * attempt receives the time left, so it can bound its own request by it.
 */
export async function withRetry<T>(attempt: (remainingMs: number) => Promise<T>, opts: RetryOptions): Promise<T> {
  const started = Date.now();
  for (let retry = 1; ; retry++) {
    const remaining = opts.budgetMs - (Date.now() - started);
    try {
      return await attempt(remaining);
    } catch (err) {
      if (opts.signal?.aborted || !opts.retryable(err)) throw err;
      const delay = backoffDelay(retry);
      if (Date.now() - started + delay >= opts.budgetMs) throw err;
      opts.onRetry?.(retry, delay, err);
      await sleep(delay, opts.signal);
    }
  }
}
