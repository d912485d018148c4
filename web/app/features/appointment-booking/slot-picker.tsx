import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { ConsentNotice } from "~/components/ui/consent-notice";
import { cn } from "~/lib/cn";
import { bookSlot, fetchPlaces, fetchSlots, rescheduleBooking, type Booking, type Place, type Slot } from "./api";
import { dayKey, dayLabel, KINDS, nearestCity, TEXT, timeLabel } from "./appointment-text";

type PickerMode = { action: "book"; bookingToken: string } | { action: "reschedule"; manageToken: string };

interface SlotPickerProps {
  mode: PickerMode;
  /** The visitor's city, to suggest its centre first. */
  city?: string;
  onBooked: (booking: Booking) => void;
}

const chip =
  "relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-3 py-2 text-base font-semibold ring-1 ring-line ring-inset transition-colors has-[:checked]:bg-accent has-[:checked]:text-white has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent";

/** How, where, which day and which time: the visitor's choice of a consultation slot. */
export function SlotPicker({ mode, city = "", onBooked }: SlotPickerProps) {
  const ids = useId();
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [kind, setKind] = useState<Place["kind"]>("centre");
  const [placeId, setPlaceId] = useState("");
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [day, setDay] = useState("");
  const [start, setStart] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);
  // The time refused as taken: the next free ones after it are offered beside the button.
  const [taken, setTaken] = useState("");
  const problem = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void fetchPlaces().then((r) => {
      if (!live) return;
      if (r.ok) setPlaces(r.data.places);
      else setError(r.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const ofKind = useMemo(() => (places ?? []).filter((p) => p.kind === kind), [places, kind]);
  // The visitor's own city first; else the first place of the kind.
  useEffect(() => {
    if (ofKind.length === 0) return setPlaceId("");
    const near = ofKind.find((p) => city && p.city.toLowerCase() === nearestCity(city).toLowerCase());
    setPlaceId((cur) => (ofKind.some((p) => p.id === cur) ? cur : (near ?? ofKind[0]!).id));
  }, [ofKind, city]);

  useEffect(() => {
    if (!placeId) return;
    let live = true;
    setSlots(null);
    void fetchSlots(placeId).then((r) => {
      if (!live) return;
      if (!r.ok) return setError(r.message);
      setSlots(r.data.slots);
    });
    return () => {
      live = false;
    };
  }, [placeId, reload]);

  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (const s of slots ?? []) byDay.set(dayKey(s.start), [...(byDay.get(dayKey(s.start)) ?? []), s]);
    return byDay;
  }, [slots]);
  useEffect(() => {
    if (!days.has(day)) setDay(days.keys().next().value ?? "");
  }, [days, day]);
  const times = useMemo(() => days.get(day) ?? [], [days, day]);
  useEffect(() => {
    if (!times.some((s) => s.start === start)) setStart("");
  }, [times, start]);

  // The three free times nearest after the one just taken (the times read again after the refusal).
  const nextFree = useMemo(() => (taken && slots ? slots.filter((s) => s.start > taken).slice(0, 3) : []), [taken, slots]);
  // A refusal is shown beside the button and scrolled to: on a phone the list above can be taller than the screen.
  useEffect(() => {
    if (error) problem.current?.scrollIntoView({ block: "nearest" });
  }, [error, nextFree]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || !start) return;
    setBusy(true);
    setError("");
    setTaken("");
    const r = mode.action === "book" ? await bookSlot(mode.bookingToken, placeId, start) : await rescheduleBooking(mode.manageToken, placeId, start);
    setBusy(false);
    if (r.ok) return onBooked(r.data);
    setError(r.message);
    if (r.status === 409 || r.status === 400) {
      setTaken(start);
      setReload((n) => n + 1); // the slot went: show what is left
    }
  }

  function choose(s: Slot) {
    setDay(dayKey(s.start));
    setStart(s.start);
    setError("");
    setTaken("");
  }

  return (
    <form onSubmit={onSubmit} className="flex min-w-0 flex-col gap-6 text-left" aria-describedby={error ? `${ids}-error` : undefined}>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 text-lg font-semibold text-ink">{TEXT.how}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {KINDS.map((k) => (
            <label key={k.value} className={chip}>
              <input type="radio" name="kind" value={k.value} checked={kind === k.value} onChange={() => setKind(k.value)} className="sr-only" />
              {k.label}
            </label>
          ))}
        </div>
      </fieldset>

      {kind !== "video" && ofKind.length > 0 && (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${ids}-place`} className="text-lg font-semibold text-ink">
            {TEXT.where}
          </label>
          <select
            id={`${ids}-place`}
            value={placeId}
            onChange={(e) => setPlaceId(e.target.value)}
            className="min-h-11 rounded-xl bg-white px-3 text-base text-ink ring-1 ring-line ring-inset"
          >
            {ofKind.map((p) => (
              <option key={p.id} value={p.id}>
                {kind === "centre" ? p.city : p.name}
              </option>
            ))}
          </select>
          {kind === "centre" && <p className="text-sm text-ink-muted">{ofKind.find((p) => p.id === placeId)?.address}</p>}
        </div>
      )}

      {slots === null ? (
        error ? null : (
          <p className="text-base text-ink-muted" role="status">
            Loading free times…
          </p>
        )
      ) : days.size === 0 ? (
        <p className="text-base text-ink-muted">{TEXT.noSlots}</p>
      ) : (
        <>
          <fieldset className="min-w-0">
            <legend className="mb-3 text-lg font-semibold text-ink">{TEXT.day}</legend>
            <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2">
              {[...days.keys()].map((d) => (
                <label key={d} className={cn(chip, "shrink-0 snap-start whitespace-nowrap")}>
                  <input type="radio" name="day" value={d} checked={day === d} onChange={() => setDay(d)} className="sr-only" />
                  {dayLabel(days.get(d)![0]!.start)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="min-w-0">
            <legend className="mb-3 text-lg font-semibold text-ink">{TEXT.time}</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {times.map((s) => (
                <label key={s.start} className={chip}>
                  <input type="radio" name="start" value={s.start} checked={start === s.start} onChange={() => setStart(s.start)} className="sr-only" />
                  {timeLabel(s.start)}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}

      {mode.action === "book" && <ConsentNotice />}
      {/* Just above the button, so the sentence is where the visitor is looking; announced as it appears. */}
      <div ref={problem} role="alert" className="scroll-mb-24 empty:hidden">
        {error ? (
          <div className="flex flex-col gap-3 rounded-xl bg-danger-soft px-4 py-3">
            <p id={`${ids}-error`} className="text-base font-semibold text-danger">
              {error}
            </p>
            {nextFree.length > 0 && (
              <div className="flex flex-col gap-2">
                <p className="text-base text-ink">{TEXT.nextFree}</p>
                <div className="flex flex-wrap gap-2">
                  {nextFree.map((s) => (
                    <button
                      key={s.start}
                      type="button"
                      onClick={() => choose(s)}
                      className="min-h-11 rounded-xl bg-white px-3 py-2 text-base font-semibold text-ink ring-1 ring-line ring-inset hover:bg-limewash"
                    >
                      {dayLabel(s.start)}, {timeLabel(s.start)}
                    </button>
                  ))}
                </div>
              </div>
            )}
          </div>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={!start || busy} className="w-full sm:w-auto sm:self-start">
        {busy ? TEXT.booking : TEXT.book}
      </Button>
    </form>
  );
}
