// Pannellum touches window when it loads, so it is imported in the browser only, in its own chunk with its CSS.

/** How often we look for window.pannellum (spec section 9). */
export const POLL_MS = 100;

let requested = false;

/** Starts loading the library once per page. */
function requestPannellum(): void {
  if (requested) return;
  requested = true;
  void import("pannellum/build/pannellum.css");
  void import("pannellum/build/pannellum.js");
}

/** Resolves once window.pannellum is present, checking every 100 ms; stops when `signal` aborts. */
export function waitForPannellum(signal: AbortSignal): Promise<NonNullable<Window["pannellum"]>> {
  requestPannellum();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (window.pannellum) {
        clearInterval(timer);
        resolve(window.pannellum);
      }
    };
    const timer = setInterval(check, POLL_MS);
    signal.addEventListener("abort", () => {
      clearInterval(timer);
      reject(signal.reason);
    });
    check();
  });
}

/**
 * Whether this browser has WebGL at all. A test context is not made: creating one costs as much as
 * Pannellum's own (a long task on a phone), and a context that still fails shows as WebGL error.
 */
export function hasWebGL(): boolean {
  return typeof window !== "undefined" && typeof window.WebGLRenderingContext === "function";
}

/** Whether a message from Pannellum's "error" event says WebGL cannot draw here (rather than a missing file, say). */
export function isWebGLError(message: unknown): boolean {
  return typeof message === "string" && /WebGL/.test(message);
}

/** Resolves once the main thread is idle (after hydration's tasks), or after `timeout` ms at the latest. */
export function whenIdle(signal: AbortSignal, timeout = 2000): Promise<void> {
  return new Promise((resolve, reject) => {
    const idle = "requestIdleCallback" in window;
    const id = idle ? window.requestIdleCallback(() => resolve(), { timeout }) : window.setTimeout(resolve, 1);
    signal.addEventListener("abort", () => {
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
      reject(signal.reason);
    });
  });
}

type PermissionAPI = {
  requestPermission?: () => Promise<"granted" | "denied">;
};

/** iOS asks for motion access on a tap; elsewhere device orientation just works. */
export function needsOrientationPermission(): boolean {
  return typeof window !== "undefined" && typeof (window.DeviceOrientationEvent as unknown as PermissionAPI | undefined)?.requestPermission === "function";
}

export async function requestOrientationPermission(): Promise<boolean> {
  const api = window.DeviceOrientationEvent as unknown as PermissionAPI;
  try {
    return (await api.requestPermission?.()) === "granted";
  } catch {
    return false;
  }
}
