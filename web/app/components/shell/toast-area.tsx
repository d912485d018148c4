import { lazy, Suspense, useEffect, useState } from "react";
import { isToasterRequested, onToasterRequest } from "./toast";

const SiteToaster = lazy(() => import("./toaster"));

/** Mounts the toast area when a toast is requested or the browser is idle after load. */
export function ToastArea() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (isToasterRequested()) {
      setMounted(true);
      return;
    }
    const off = onToasterRequest(() => setMounted(true));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setMounted(true), { timeout: 4000 })
      : window.setTimeout(() => setMounted(true), 2500);
    return () => {
      off();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
