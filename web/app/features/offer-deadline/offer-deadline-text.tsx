import { useEffect, useState } from "react";
import { companyDetails, companyTexts, live } from "~/content/company";
import { formatDeadline, offerDeadline, WIDEST_DEADLINE } from "./offer-deadline";

/** Shown in the pre-rendered HTML, where the visitor's date is not yet known ("the 30th" by default). */
export const DEADLINE_PLACEHOLDER = companyTexts().offerDeadlineDay;

/**
 * The deadline date, computed in the browser after hydration. The widest date sits
 * invisibly in the same grid cell, so swapping the placeholder for the date never moves the layout.
 */
export function OfferDeadlineText({ className }: { className?: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => setText(formatDeadline(offerDeadline(new Date(), companyDetails().offer.deadlineDay))), []);
  return (
    <span className={`inline-grid ${className ?? ""}`}>
      <span aria-hidden="true" className="invisible col-start-1 row-start-1 whitespace-nowrap">
        {WIDEST_DEADLINE}
      </span>
      <span data-offer-deadline={text ? "ready" : "pending"} className="col-start-1 row-start-1 whitespace-nowrap" {...(text ? {} : live("offerDeadlineDay"))}>
        {text ?? companyTexts().offerDeadlineDay}
      </span>
    </span>
  );
}
