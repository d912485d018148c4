import { lazy, Suspense } from "react";
import { useBookableLead } from "~/lib/lead-booking";

const PickATime = lazy(() => import("./pick-a-time").then((m) => ({ default: m.PickATime })));

/** Below the estimate's thank-you panel (which stays as it is): the offer to pick a time, once a lead was saved. */
export function PickATimeOffer() {
  const [lead] = useBookableLead();
  if (!lead) return null;
  // w-0 min-w-full: the day strip scrolls inside the card instead of widening the page's grid column.
  return (
    <div className="mt-8 w-0 min-w-full border-t border-line pt-8" data-testid="pick-a-time">
      <Suspense fallback={null}>
        <PickATime lead={lead} />
      </Suspense>
    </div>
  );
}
