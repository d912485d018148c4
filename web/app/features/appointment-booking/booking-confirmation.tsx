import { CalendarCheck, CalendarPlus } from "lucide-react";
import { forwardRef } from "react";
import type { Booking } from "./api";
import { longDay, TEXT, timeLabel } from "./appointment-text";

/** The booked consultation: where, when (India time), the .ics download and the link to change it. */
export const BookingConfirmation = forwardRef<HTMLHeadingElement, { booking: Booking; title?: string; headingId?: string }>(function BookingConfirmation(
  { booking, title = TEXT.confirmedTitle, headingId },
  heading,
) {
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="appointment-confirmation">
      <CalendarCheck aria-hidden="true" className="size-12 text-success" strokeWidth={1.5} />
      <h2 ref={heading} id={headingId} tabIndex={-1} className="text-title text-ink focus:outline-none">
        {title}
      </h2>
      <dl className="grid gap-1 text-lg text-ink">
        <dt className="sr-only">When</dt>
        <dd className="font-semibold">
          {longDay(booking.start)}, {timeLabel(booking.start)} – {timeLabel(booking.end)} (India time)
        </dd>
        <dt className="sr-only">Where</dt>
        <dd className="text-ink-muted">{booking.location}</dd>
      </dl>
      {booking.emailed ? (
        <p className="max-w-md text-base text-ink-muted">We have e-mailed you the details with a calendar invitation.</p>
      ) : (
        <p className="max-w-md text-base font-semibold text-ink">{TEXT.confirmByPhone}</p>
      )}
      <a href={booking.inviteUrl} download="nivaas-consultation.ics" className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-ink underline underline-offset-4">
        <CalendarPlus aria-hidden="true" className="size-5" />
        {TEXT.addToCalendar}
      </a>
      <a href={booking.manageUrl} className="inline-flex min-h-11 items-center font-semibold text-accent-ink underline underline-offset-4">
        Change or cancel this appointment
      </a>
    </div>
  );
});
