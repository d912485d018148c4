// Dragging a row of a list by its handle to another place, with pointer events (mouse, touch and pen alike).
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent, type RefObject } from "react";

interface Drag {
  id: number;
  from: number;
  to: number;
  dy: number;
  /** The dragged row's height and the gap after it: how far the rows it passes move aside. */
  step: number;
}

/** Where the rows were when the drag began: their middles, and the dragged row's top and height. */
interface Geometry {
  middles: number[];
  top: number;
  height: number;
  startY: number;
}

/**
 * Rows of list (its children, in the order of ids) follow a dragged row; dropping it calls onDrop(id, position),
 * position counted from 1. Escape or a cancelled pointer puts everything back.
 */
export function useDragToMove(list: RefObject<HTMLElement | null>, ids: readonly number[], onDrop: (id: number, position: number) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const geometry = useRef<Geometry | null>(null);

  useEffect(() => {
    if (!drag) return;
    const cancel = (e: KeyboardEvent) => {
      if (e.key === "Escape") setDrag(null);
    };
    window.addEventListener("keydown", cancel);
    return () => window.removeEventListener("keydown", cancel);
  }, [drag]);

  function start(e: PointerEvent<HTMLElement>, id: number) {
    const from = ids.indexOf(id);
    if ((e.pointerType === "mouse" && e.button !== 0) || from < 0 || !list.current) return;
    const rects = Array.from(list.current.children).map((row) => row.getBoundingClientRect());
    const gap = rects.length > 1 ? rects[1].top - rects[0].bottom : 0;
    geometry.current = {
      middles: rects.map((r) => r.top + r.height / 2),
      top: rects[from].top,
      height: rects[from].height,
      startY: e.clientY,
    };
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
    setDrag({ id, from, to: from, dy: 0, step: rects[from].height + gap });
  }

  function follow(e: PointerEvent<HTMLElement>) {
    const g = geometry.current;
    if (!drag || !g) return;
    const dy = e.clientY - g.startY;
    const centre = g.top + g.height / 2 + dy;
    // The place is how many other rows have their middle above the dragged row's.
    const to = g.middles.filter((m, i) => i !== drag.from && m < centre).length;
    setDrag({ ...drag, dy, to });
  }

  function end(drop: boolean) {
    if (drag && drop && drag.to !== drag.from) onDrop(drag.id, drag.to + 1);
    geometry.current = null;
    setDrag(null);
  }

  /** The handle's events. */
  const handle = (id: number) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => start(e, id),
    onPointerMove: follow,
    onPointerUp: () => end(true),
    onPointerCancel: () => end(false),
  });

  /** A row's offset while a drag is under way: the dragged one follows the pointer, the ones it passed make room. */
  const rowStyle = (index: number, id: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    const { step } = drag;
    if (id === drag.id) return { transform: `translateY(${drag.dy}px)`, position: "relative", zIndex: 10 };
    let shift = 0;
    if (drag.from < drag.to && index > drag.from && index <= drag.to) shift = -step;
    if (drag.to < drag.from && index >= drag.to && index < drag.from) shift = step;
    return { transform: `translateY(${shift}px)`, transition: "transform 150ms ease" };
  };

  return { dragging: drag?.id ?? null, handle, rowStyle };
}
