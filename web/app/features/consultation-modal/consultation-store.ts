// Whether the consultation modal is open, shared by every "Book A Free Consultation" button of a page.
import { useSyncExternalStore } from "react";

/** sessionStorage key set once the visitor has closed or submitted the modal: no more auto-open this session. */
export const CONSULTATION_DONE_KEY = "nivaas:consultation-done";

let open = false;
let opener: HTMLElement | null = null;
let hosts = 0;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the modal; the element that had focus gets it back when the modal closes. */
export function openConsultation(): void {
  if (open) return;
  opener = typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  emit();
}

export function closeConsultation(): void {
  if (!open) return;
  open = false;
  emit();
}

/** The element to give focus back to, if it is still on the page. */
export function takeOpener(): HTMLElement | null {
  const el = opener;
  opener = null;
  return el && el.isConnected && el !== document.body ? el : null;
}

export function useConsultationOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}

/** Counts mounted hosts, so a button knows whether it must bring its own. */
export function registerHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

export function hasHost(): boolean {
  return hosts > 0;
}

export function consultationDone(): boolean {
  try {
    return window.sessionStorage.getItem(CONSULTATION_DONE_KEY) === "1";
  } catch {
    return false;
  }
}

export function markConsultationDone(): void {
  try {
    window.sessionStorage.setItem(CONSULTATION_DONE_KEY, "1");
  } catch {
    // Storage refused: the modal may auto-open again on the next home visit, nothing worse.
  }
}
