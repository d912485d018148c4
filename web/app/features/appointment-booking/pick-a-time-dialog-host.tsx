import { lazy, Suspense, useEffect, useState } from "react";
import { useBookableLead, type BookableLead } from "~/lib/lead-booking";

const PickATimeDialog = lazy(() => import("./pick-a-time-dialog"));

/**
 * Mount on pages with the consultation modal: after its success (its own thank-you and closing are
 * unchanged) it offers "Pick a time" in a dialog of its own. Nothing is downloaded until a lead was saved.
 */
export function PickATimeDialogHost() {
  const [announced, forget] = useBookableLead();
  const [lead, setLead] = useState<BookableLead | null>(null);
  // Opens once the consultation modal has closed, so the two never stack.
  useEffect(() => {
    if (!announced) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      if (document.querySelector("dialog[open]") && ++tries < 40) return;
      window.clearInterval(timer);
      setLead(announced);
    }, 100);
    return () => window.clearInterval(timer);
  }, [announced]);
  if (!lead) return null;
  return (
    <Suspense fallback={null}>
      <PickATimeDialog
        lead={lead}
        onClose={() => {
          setLead(null);
          forget();
        }}
      />
    </Suspense>
  );
}
