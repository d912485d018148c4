import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { cancelBooking, fetchBooking, type Booking } from "./api";
import { MESSAGES } from "./appointment-text";
import { BookingConfirmation } from "./booking-confirmation";
import { SlotPicker } from "./slot-picker";

type View = { state: "loading" } | { state: "failed"; message: string } | { state: "shown"; booking: Booking } | { state: "cancelled" };

/** The page a booking's signed link opens: see it, move it to another time, or cancel it. */
export function ManageAppointment() {
  const [params] = useSearchParams();
  const token = params.get("t") ?? "";
  const [view, setView] = useState<View>({ state: "loading" });
  const [moving, setMoving] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [error, setError] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    if (!token) {
      setView({ state: "failed", message: MESSAGES.linkInvalid });
      return;
    }
    void fetchBooking(token).then((r) => {
      if (live) setView(r.ok ? { state: "shown", booking: r.data } : { state: "failed", message: r.message });
    });
    return () => {
      live = false;
    };
  }, [token]);

  async function cancel() {
    const r = await cancelBooking(token);
    if (r.ok) setView({ state: "cancelled" });
    else setError(r.message);
  }

  if (view.state === "loading") return <p role="status" className="text-lg text-ink-muted">Loading your appointment…</p>;
  // Without a booking to show, the message is what the page is about: its heading.
  if (view.state === "failed")
    return (
      <div role="alert">
        <h1 className="text-lg font-semibold text-ink">{view.message}</h1>
      </div>
    );
  if (view.state === "cancelled")
    return (
      <div role="status">
        <h1 className="text-lg font-semibold text-ink">{MESSAGES.cancelled}</h1>
      </div>
    );
  return (
    <div className="flex flex-col gap-8">
      <BookingConfirmation ref={heading} booking={view.booking} title="Your consultation" />
      {moving ? (
        <SlotPicker
          mode={{ action: "reschedule", manageToken: token }}
          city={view.booking.place.city}
          onBooked={(b) => {
            setMoving(false);
            setView({ state: "shown", booking: b });
            heading.current?.focus();
          }}
        />
      ) : (
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => setMoving(true)}>
            Pick another time
          </Button>
          {confirmCancel ? (
            <Button size="lg" variant="secondary" onClick={() => void cancel()}>
              Yes, cancel my appointment
            </Button>
          ) : (
            <Button size="lg" variant="secondary" onClick={() => setConfirmCancel(true)}>
              Cancel appointment
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-center text-base font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
