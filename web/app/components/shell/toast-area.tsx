import { lazy, Suspense, useEffect, useState } from "react";
import { isToasterRequested, onToasterRequest } from "./toast";

const SiteToaster = lazy(() => import("./toaster"));

/**
 * Mounts the toast area (and loads sonner, 10 KB gzip) only when a toast is on its way:
 * forms ask for it when they submit, so most visits never load it.
 */
export function ToastArea() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (isToasterRequested()) {
      setMounted(true);
      return;
    }
    const off = onToasterRequest(() => setMounted(true));
    return () => {
      off();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
