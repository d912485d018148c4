// A modal on the browser's own <dialog> (top layer, inert page behind, Escape): no dialog library to download.
import { useLayoutEffect, useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";

export interface ModalDialogProps {
  /** Called once when the visitor asks to close (Escape, the phone's back gesture, a click on the backdrop); the owner then unmounts the dialog. */
  onDismiss: () => void;
  /** The element to focus once open; without it the browser picks the first focusable one. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Where focus goes after closing; without it (or when it gives null) back to what had focus before opening. */
  returnFocus?: () => HTMLElement | null;
  "aria-labelledby": string;
  "aria-describedby"?: string;
  className?: string;
  children: ReactNode;
}

const TABBABLE = "a[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable='true']";

/** The controls Tab visits inside root, in document order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(":disabled, input[type='hidden']") &&
      // Laid out and not hidden: display:none and visibility:hidden controls are skipped by Tab too.
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== "hidden",
  );
}

/** The browser would Tab from a modal's last control out to its own toolbar; this goes round to the first instead. Returns the undo. */
export function keepTabInside(dialog: HTMLElement): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Tab" || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const items = tabbables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return e.preventDefault();
    const active = document.activeElement;
    const inside = active instanceof Node && dialog.contains(active) && active !== dialog;
    if (e.shiftKey && (!inside || active === first)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (!inside || active === last)) {
      e.preventDefault();
      first.focus();
    }
  };
  document.addEventListener("keydown", onKeyDown);
  return () => document.removeEventListener("keydown", onKeyDown);
}

/** Hides the page's scrollbar while open, keeping its width as padding so nothing behind shifts; returns the undo. */
function lockScroll(): () => void {
  const body = document.body;
  const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const gap = window.innerWidth - document.documentElement.clientWidth;
  if (gap > 0) body.style.paddingRight = `calc(${getComputedStyle(body).paddingRight} + ${gap}px)`;
  body.style.overflow = "hidden";
  return () => {
    body.style.overflow = before.overflow;
    body.style.paddingRight = before.paddingRight;
  };
}

/** Whether a pointer event landed on the ::backdrop (the dialog box itself has no padding, so its own area is content). */
function onBackdrop(e: { target: EventTarget | null; clientX: number; clientY: number }, dialog: HTMLDialogElement): boolean {
  if (e.target !== dialog) return false;
  const r = dialog.getBoundingClientRect();
  return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
}

/** Mount it to open it, unmount it to close it; Tab goes round inside, the page behind holds still, focus goes back after. */
export function ModalDialog({ onDismiss, initialFocus, returnFocus, className, children, ...aria }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Latest callbacks for the mount-only effect and the browser's events.
  const latest = useRef({ onDismiss, initialFocus, returnFocus });
  // eslint-disable-next-line react-hooks/refs -- written during render so an event arriving before any effect still sees the current props.
  latest.current = { onDismiss, initialFocus, returnFocus };
  // Set once the owner was asked to close (or closed it): the browser's cancel + close pair must not ask twice.
  const dismissed = useRef(false);
  const pressedBackdrop = useRef(false);

  function dismiss() {
    if (dismissed.current) return;
    dismissed.current = true;
    latest.current.onDismiss();
  }

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    dismissed.current = false;
    if (!dialog.open) dialog.showModal();
    latest.current.initialFocus?.(dialog)?.focus();

    const releaseTab = keepTabInside(dialog);

    return () => {
      releaseTab();
      dismissed.current = true;
      // Out of the top layer first: while it is modal, everything it would give focus back to is inert.
      if (dialog.open) dialog.close();
      unlock();
      const back = latest.current.returnFocus?.() ?? before;
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    // The click handler only tells a backdrop click apart (Escape is the keyboard's way out); role is explicit on purpose, see below.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events, jsx-a11y/no-redundant-roles
    <dialog
      ref={ref}
      // Explicit as well as implicit, so code that looks for [role="dialog"] finds it as it found the old one.
      role="dialog"
      {...aria}
      className={className}
      onCancel={(e) => {
        // Escape: the owner decides, and unmounting closes it.
        e.preventDefault();
        dismiss();
      }}
      onClose={(e) => {
        // The browser closed it anyway (a second Escape without a click in between is not cancelable).
        if (!e.currentTarget.open) dismiss();
      }}
      onPointerDown={(e: ReactPointerEvent<HTMLDialogElement>) => {
        pressedBackdrop.current = onBackdrop(e, e.currentTarget);
      }}
      onClick={(e) => {
        // Pressed and released on the backdrop: a drag that starts in a field and ends outside does not close.
        const close = pressedBackdrop.current && onBackdrop(e, e.currentTarget);
        pressedBackdrop.current = false;
        if (close) dismiss();
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}
