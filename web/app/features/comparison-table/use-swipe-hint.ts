import { useEffect, useState, type RefObject } from "react";

/** Share of the section that must be visible before the hint shows (spec section 9). */
const HINT_THRESHOLD = 0.3;
/** How long the hint stays (spec section 9). */
const HINT_MS = 3000;

/**
 * Shows the swipe hint once, for 3 s, when 30% of `section` is visible and `scroller`
 * really has more to the right (on a wide screen there is nothing to swipe).
 */
export function useSwipeHint(section: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = section.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= HINT_THRESHOLD)) return;
        observer.disconnect();
        const s = scroller.current;
        if (s && s.scrollWidth <= s.clientWidth + 1) return;
        setShown(true);
        timer = setTimeout(() => setShown(false), HINT_MS);
      },
      { threshold: HINT_THRESHOLD },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [section, scroller]);
  return shown;
}
