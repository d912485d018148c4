// Leaving the editor with unsaved changes asks first: in-app links (the router's blocker) and closing or reloading the tab (beforeunload).
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";

/** The question, and the browser's own (it shows its own words on close and reload). */
const UNSAVED_QUESTION = "This post has changes that are not saved. Leave and lose them?";

/**
 * Guards the editor while dirty; returns pass(), to call before the editor itself moves on after a save or a delete,
 * and the dialog to render.
 */
export function useLeaveGuard(dirty: boolean) {
  const passing = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !passing.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (passing.current) return;
      e.preventDefault();
      e.returnValue = ""; // older browsers ask only when this is set
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const dialog = blocker.state === "blocked" ? <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} /> : null;
  return {
    pass: () => {
      passing.current = true;
    },
    dialog,
  };
}

function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmDialog
      title="Unsaved changes"
      onDismiss={onStay}
      className="m-auto w-[min(100vw-1.5rem,28rem)] rounded-card bg-white p-6 text-ink shadow-lift"
      titleClassName="font-display text-xl"
      answers={
        <>
          <Button onClick={onStay}>Stay and keep editing</Button>
          <Button variant="ghost" onClick={onLeave} className="text-danger">
            Leave without saving
          </Button>
        </>
      }
    >
      {UNSAVED_QUESTION}
    </ConfirmDialog>
  );
}
