import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { cancelBooking, fetchBooking, type Booking } from "./api";
import { ContactText } from "~/components/ui/contact-text";
import { MESSAGES, TEXT } from "./appointment-text";
import { BookingConfirmation } from "./booking-confirmation";
import { SlotPicker } from "./slot-picker";

type View =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "shown"; booking: Booking }
  | { state: "cancelled"; city: string; bookAgainToken: string }
  | { state: "rebooked"; booking: Booking };

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

  async function cancel(city: string) {
    const r = await cancelBooking(token);
    if (r.ok) setView({ state: "cancelled", city, bookAgainToken: r.data.bookAgainToken ?? "" });
    else setError(r.message);
  }

  if (view.state === "loading") return <p role="status" className="text-lg text-ink-muted">Loading your appointment…</p>;
  return (
    <div className="flex flex-col gap-8">
      <ManageView view={view} token={token} heading={heading} moving={moving} setMoving={setMoving} setView={setView}
        confirmCancel={confirmCancel} setConfirmCancel={setConfirmCancel} cancel={cancel} error={error} />
      {/* Every booking page gives the company's number: a dead link or a change online cannot make is one call away. */}
      <p className="text-center text-base text-ink-muted">
        <ContactText text={TEXT.callUs} />
      </p>
    </div>
  );
}

type ManageViewProps = {
  view: Exclude<View, { state: "loading" }>;
  token: string;
  heading: React.RefObject<HTMLHeadingElement | null>;
  moving: boolean;
  setMoving: (m: boolean) => void;
  setView: (v: View) => void;
  confirmCancel: boolean;
  setConfirmCancel: (c: boolean) => void;
  cancel: (city: string) => Promise<void>;
  error: string;
};

function ManageView({ view, token, heading, moving, setMoving, setView, confirmCancel, setConfirmCancel, cancel, error }: ManageViewProps) {
  // Without a booking to show, the message is what the page is about: its heading.
  if (view.state === "failed")
    return (
      <div role="alert">
        <h1 className="text-lg font-semibold text-ink">{view.message}</h1>
      </div>
    );
  if (view.state === "cancelled")
    return (
      <div className="flex flex-col gap-6">
        <div role="status">
          <h1 className="text-lg font-semibold text-ink">{MESSAGES.cancelled}</h1>
        </div>
        {view.bookAgainToken &&
          (moving ? (
            <SlotPicker
              mode={{ action: "book", bookingToken: view.bookAgainToken }}
              city={view.city}
              onBooked={(b) => {
                setMoving(false);
                setView({ state: "rebooked", booking: b });
              }}
            />
          ) : (
            <div className="flex justify-center">
              <Button size="lg" onClick={() => setMoving(true)}>
                {TEXT.bookAgain}
              </Button>
            </div>
          ))}
      </div>
    );
  if (view.state === "rebooked") return <Rebooked booking={view.booking} />;
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
            <Button size="lg" variant="secondary" onClick={() => void cancel(view.booking.place.city)}>
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

/** The new booking after a cancellation, announced by moving the focus to its heading once drawn. */
function Rebooked({ booking }: { booking: Booking }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return <BookingConfirmation ref={heading} booking={booking} />;
}
