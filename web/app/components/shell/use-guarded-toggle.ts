import { useCallback, useRef, useState } from "react";

/** Time within which a second open/close is ignored (spec section 9, mobile menu). */
export const TOGGLE_GUARD_MS = 400;

/** Accepts a change only if the last accepted change was at least `ms` ago. */
export function createToggleGuard(ms: number, now: () => number = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    accept(): boolean {
      const t = now();
      if (t - last < ms) return false;
      last = t;
      return true;
    },
  };
}

export interface GuardedToggle {
  open: boolean;
  /** Flip the state, unless the previous flip was under the guard time ago. */
  toggle: () => void;
  /** Set the state (guarded); `force` skips the guard, e.g. for closing on navigation. */
  set: (next: boolean, options?: { force?: boolean }) => void;
}

/** Open/closed state that ignores repeated toggling within `ms` milliseconds. */
export function useGuardedToggle(ms: number = TOGGLE_GUARD_MS, now?: () => number): GuardedToggle {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const guard = useRef<ReturnType<typeof createToggleGuard> | null>(null);
  guard.current ??= createToggleGuard(ms, now);

  const set = useCallback((next: boolean, options?: { force?: boolean }) => {
    if (next === openRef.current) return;
    if (options?.force) {
      guard.current?.accept();
    } else if (!guard.current?.accept()) {
      return;
    }
    openRef.current = next;
    setOpen(next);
  }, []);

  const toggle = useCallback(() => set(!openRef.current), [set]);
  return { open, toggle, set };
}
