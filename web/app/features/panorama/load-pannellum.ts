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

/** Whether this browser can draw WebGL, which the viewer needs. */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(window.WebGLRenderingContext && (canvas.getContext("webgl") || canvas.getContext("experimental-webgl")));
  } catch {
    return false;
  }
}

type PermissionAPI = { requestPermission?: () => Promise<"granted" | "denied"> };

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
