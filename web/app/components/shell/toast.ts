// Toast helpers for every feature. Sonner loads lazily so the shell's first load stays small.

type Listener = () => void;

let wanted = false;
const listeners = new Set<Listener>();
let markReady: () => void = () => {};
let raise: () => void = () => {};
let ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Asks the shell to mount the toast area; call it as soon as a toast becomes likely (e.g. on submit). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

export function isToasterRequested(): boolean {
  return wanted;
}

export function onToasterRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted toast area once it listens for toasts; raiseArea lifts it above a modal dialog opened since. */
export function toasterReady(raiseArea?: () => void): void {
  if (raiseArea) raise = raiseArea;
  markReady();
}

/** Test hook: forget that a toast area was mounted. */
export function resetToasterForTests(): void {
  wanted = false;
  raise = () => {};
  ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
}

export interface ToastOptions {
  description?: string;
}

/** Shows a success toast at the top centre, e.g. toastSuccess("Message sent!", { description: "…" }). */
export async function toastSuccess(title: string, options: ToastOptions = {}): Promise<void> {
  requestToaster();
  await ready;
  const { toast } = await import("sonner");
  raise();
  toast.success(title, { description: options.description });
}

/** Shows an error toast at the top centre. */
export async function toastError(title: string, options: ToastOptions = {}): Promise<void> {
  requestToaster();
  await ready;
  const { toast } = await import("sonner");
  raise();
  toast.error(title, { description: options.description });
}
