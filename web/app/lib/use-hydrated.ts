// Controls are rendered to work from the HTML alone; these hooks tell a component when React has taken over.
import { useCallback, useState, useSyncExternalStore, type SyntheticEvent } from "react";

const noSubscription = () => () => {};

/** False while React hydrates the pre-rendered HTML (so the first render matches it), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Open state of a native <details>, mirrored for aria-expanded once hydrated. Before hydration the
 * attribute is left out: the browser reports the details' own state, which a static value would contradict.
 */
export function useDetailsExpanded() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // A callback ref adopts the state the visitor set before hydration, once the element is attached.
  const ref = useCallback((el: HTMLDetailsElement | null) => {
    if (el) setOpen(el.open);
  }, []);
  return {
    ref,
    open,
    onToggle: (e: SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open),
    expanded: hydrated ? open : undefined,
  };
}
