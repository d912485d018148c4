import { useEffect, useRef, useState } from "react";
import type { BookableLead } from "~/lib/lead-booking";
import type { Booking } from "./api";
import { TEXT } from "./appointment-text";
import { BookingConfirmation } from "./booking-confirmation";
import { SlotPicker } from "./slot-picker";

/** "Pick a time" for a lead just saved: the slot picker, then the confirmation. */
export function PickATime({ lead, headingLevel = 2 }: { lead: BookableLead; headingLevel?: 2 | 3 }) {
  const [booking, setBooking] = useState<Booking | null>(null);
  const confirmed = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (booking) confirmed.current?.focus();
  }, [booking]);
  // The same id as the picker's heading: a dialog named by it keeps a name once booked.
  if (booking) return <BookingConfirmation ref={confirmed} booking={booking} headingId="pick-a-time-title" />;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="pick-a-time-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Heading id="pick-a-time-title" className="text-2xl text-ink">
          {TEXT.pickATime}
        </Heading>
        <p className="text-base text-ink-muted">{TEXT.pickATimeIntro}</p>
      </div>
      <SlotPicker mode={{ action: "book", bookingToken: lead.token }} city={lead.city} onBooked={setBooking} />
    </section>
  );
}
