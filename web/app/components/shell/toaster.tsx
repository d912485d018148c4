import { useEffect, useRef } from "react";
import { Toaster } from "sonner";
import { toasterReady } from "./toast";

/** The sonner toast area in the site's palette; loaded lazily by ToastArea. */
export default function SiteToaster() {
  const area = useRef<HTMLDivElement>(null);
  // Runs after Toaster's own effect has subscribed, so no toast is lost.
  useEffect(() => {
    const el = area.current;
    // A manual popover lives in the top layer, where a modal <dialog> would otherwise cover it; shown again, it goes on top.
    const raise = () => {
      if (!el || typeof el.showPopover !== "function") return;
      if (el.matches(":popover-open")) {
        if (!document.querySelector("dialog:modal")) return;
        el.hidePopover();
      }
      el.showPopover();
    };
    raise();
    toasterReady(raise);
  }, []);
  return (
    <div ref={area} popover="manual" className="m-0 size-0 overflow-visible border-0 bg-transparent p-0">
      <Toaster
        position="top-center"
        closeButton
        toastOptions={{
          unstyled: true,
          classNames: {
            toast:
              "flex w-[min(92vw,24rem)] items-start gap-3 rounded-card bg-white p-4 pr-10 text-ink shadow-lift ring-1 ring-line font-sans",
            title: "font-semibold text-base leading-snug",
            description: "text-sm text-ink-muted mt-0.5",
            success: "bg-success-soft ring-success/30 [&_[data-icon]]:text-success",
            error: "bg-danger-soft ring-danger/30 [&_[data-icon]]:text-danger",
            closeButton:
              "!left-auto !right-2 !top-2 !translate-x-0 !translate-y-0 size-8 rounded-full bg-transparent text-ink-muted hover:text-ink",
            icon: "mt-0.5 shrink-0",
          },
        }}
      />
    </div>
  );
}
