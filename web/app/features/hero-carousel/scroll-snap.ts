// The hero's slide movement without a carousel engine: the browser's own scroll-snap
// does finger and trackpad swipes (even before hydration); this adds scrollTo and a mouse drag.

/** The slide the viewport rests on; every slide is exactly as wide as the viewport. */
export function restingSlide(viewport: HTMLElement, count: number): number {
  if (viewport.clientWidth === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(viewport.scrollLeft / viewport.clientWidth)));
}

/** Moves the viewport to slide index: smoothly, or at once under prefers-reduced-motion. */
export function scrollToSlide(viewport: HTMLElement, index: number, instant: boolean): void {
  viewport.scrollTo({ left: index * viewport.clientWidth, behavior: instant ? "instant" : "smooth" });
}

/** Calls settled once a scroll (swipe, drag or scrollTo) has come to rest. */
export function onScrollRest(viewport: HTMLElement, settled: () => void): () => void {
  // Without scrollend (older Safari) the scroll is at rest once it has been quiet for 150 ms.
  if ("onscrollend" in (viewport as object)) {
    viewport.addEventListener("scrollend", settled);
    return () => viewport.removeEventListener("scrollend", settled);
  }
  let timer = 0;
  const onScroll = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(settled, 150);
  };
  viewport.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.clearTimeout(timer);
    viewport.removeEventListener("scroll", onScroll);
  };
}

const DRAG_START_PX = 8;

/**
 * A mouse drag on the slides, as a finger swipe does natively: the slides follow the pointer,
 * and on release land on the neighbour the pointer moved towards (a tenth of the width is enough).
 */
export function dragWithMouse(event: PointerEvent, viewport: HTMLElement, land: (index: number) => void, count: number): void {
  if (event.pointerType !== "mouse" || event.button !== 0) return;
  const startX = event.clientX;
  const startLeft = viewport.scrollLeft;
  const from = restingSlide(viewport, count);
  let dragging = false;
  const move = (e: PointerEvent) => {
    const dx = e.clientX - startX;
    if (!dragging && Math.abs(dx) < DRAG_START_PX) return;
    if (!dragging) {
      dragging = true;
      // Snapping would pull every programmatic scroll back to a slide edge while the pointer moves.
      viewport.style.scrollSnapType = "none";
      viewport.style.userSelect = "none";
      window.getSelection()?.removeAllRanges();
    }
    viewport.scrollLeft = startLeft - dx;
  };
  const end = (e: PointerEvent) => {
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", end);
    window.removeEventListener("pointercancel", end);
    if (!dragging) return;
    // The click that ends a drag is not a press on the button the pointer happens to be over.
    const swallow = (c: MouseEvent) => {
      c.preventDefault();
      c.stopPropagation();
    };
    window.addEventListener("click", swallow, { capture: true, once: true });
    window.setTimeout(() => window.removeEventListener("click", swallow, { capture: true }), 0);
    const dx = e.type === "pointercancel" ? 0 : e.clientX - startX;
    const step = Math.abs(dx) < viewport.clientWidth / 10 ? 0 : dx < 0 ? 1 : -1;
    viewport.style.scrollSnapType = "";
    viewport.style.userSelect = "";
    land(Math.min(count - 1, Math.max(0, from + step)));
  };
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", end);
  window.addEventListener("pointercancel", end);
}
