import { useEffect, useMemo, useState, type FormEvent } from "react";
import { FormError, Loaded, SubmitOrClose } from "~/components/admin/admin-ui";
import { SelectField } from "~/components/ui/select-field";
import { AdminApiError, useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { nearestCity } from "~/lib/centre-city";
import { cn } from "~/lib/cn";
import { NOTICE_LANGUAGES, NOTICE_MESSAGES } from "~/lib/consent";
import { readPlaces, readSlots, type BookablePlace, type FreeSlot } from "./api";
import { NoticeReading, type NoticeReadingValue } from "./notice-reading";

const zone = "Asia/Kolkata";
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
const dayName = new Intl.DateTimeFormat("en-IN", { timeZone: zone, weekday: "short", day: "numeric", month: "short" });
const clock = new Intl.DateTimeFormat("en-IN", { timeZone: zone, hour: "numeric", minute: "2-digit" });
const kinds: { kind: BookablePlace["kind"]; label: string }[] = [
  { kind: "centre", label: "Experience centre" },
  { kind: "home", label: "Home visit" },
  { kind: "video", label: "Video call" },
];
const pressable = "min-h-11 shrink-0 rounded-xl px-3 py-2 text-base font-semibold ring-1 ring-inset";
const pressed = (on: boolean) => cn(pressable, on ? "bg-accent text-white ring-accent" : "bg-white text-ink ring-line");

interface StaffSlotPickerProps {
  /** The heading of the panel: who is booked and what happens. */
  title: string;
  submitLabel: string;
  /** The place to start from (a booking being moved keeps its own). */
  placeId?: string;
  /** The lead's city: its experience centre is chosen first when no place is given. */
  city?: string;
  /** Books or moves at the chosen place and start; a refusal is shown and the free times read again. */
  submit: (placeId: string, start: string, reading: NoticeReadingValue) => Promise<unknown>;
  /** A new booking: staff read the privacy notice to the caller and confirm it before booking. */
  readNotice?: boolean;
  onDone: () => void;
  onClose: () => void;
}

/** Staff's choice of a free slot for a caller on the phone: how, where, which day, which time, with the visitors' capacity. */
export function StaffSlotPicker({ title, submitLabel, placeId = "", city = "", submit, readNotice = false, onDone, onClose }: StaffSlotPickerProps) {
  const places = useAdminQuery("appointment-places", readPlaces);
  return (
    <section aria-label={title} className="mt-3 flex flex-col gap-4 rounded-card border border-line bg-limewash p-3 sm:p-4">
      <h3 className="text-base font-semibold">{title}</h3>
      <Loaded query={places} loading="Loading the places…">
        {(data) => (
          <Choice places={data.places} firstPlace={placeId || centreOf(data.places, city)} submitLabel={submitLabel} submit={submit} readNotice={readNotice} onDone={onDone} onClose={onClose} />
        )}
      </Loaded>
    </section>
  );
}

/** The experience centre of the lead's city ("Bangalore" is Bengaluru's), or "" when none is there. */
function centreOf(places: BookablePlace[], city: string): string {
  const wanted = nearestCity(city.trim()).toLowerCase();
  if (!wanted) return "";
  return places.find((p) => p.kind === "centre" && p.city.toLowerCase() === wanted)?.id ?? "";
}

function Choice({ places, firstPlace, submitLabel, submit, readNotice, onDone, onClose }: Omit<StaffSlotPickerProps, "title" | "placeId"> & { places: BookablePlace[]; firstPlace: string }) {
  const [kind, setKind] = useState<BookablePlace["kind"]>(places.find((p) => p.id === firstPlace)?.kind ?? "centre");
  const ofKind = places.filter((p) => p.kind === kind);
  const [chosen, setChosen] = useState(firstPlace);
  const placeId = ofKind.some((p) => p.id === chosen) ? chosen : (ofKind[0]?.id ?? "");
  const [tick, setTick] = useState(0); // read the free times again after a refusal
  const slots = useAdminQuery(`appointment-slots-${placeId}-${tick}`, (signal) => (placeId ? readSlots(placeId, signal) : Promise.resolve({ slots: [] as FreeSlot[] })));
  const byDay = useMemo(() => {
    const out = new Map<string, FreeSlot[]>();
    for (const s of slots.data?.slots ?? []) out.set(dayKey.format(new Date(s.start)), [...(out.get(dayKey.format(new Date(s.start))) ?? []), s]);
    return out;
  }, [slots.data]);
  const [day, setDay] = useState("");
  const shownDay = byDay.has(day) ? day : (byDay.keys().next().value ?? "");
  const [start, setStart] = useState("");
  const save = useAdminSubmit();
  const [reading, setReading] = useState<NoticeReadingValue>({ noticeRead: false, noticeLanguage: NOTICE_LANGUAGES[0]!.code });
  const [readingError, setReadingError] = useState("");
  useEffect(() => setStart(""), [placeId, shownDay]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!start) return;
    if (readNotice && !reading.noticeRead) return setReadingError(NOTICE_MESSAGES.staffReadingRequired);
    let refused = false;
    const ok = await save.run(async () => {
      try {
        await submit(placeId, start, reading);
      } catch (err) {
        refused = err instanceof AdminApiError && (err.status === 409 || err.status === 400);
        throw err;
      }
    });
    if (ok) return onDone();
    if (refused) setTick((n) => n + 1); // the time went meanwhile: show what is left
  }

  return (
    <form onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4" noValidate>
      <div role="group" aria-label="How" className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {kinds.map((k) => (
          <button key={k.kind} type="button" aria-pressed={kind === k.kind} className={pressed(kind === k.kind)} onClick={() => setKind(k.kind)}>
            {k.label}
          </button>
        ))}
      </div>
      {ofKind.length > 1 && (
        <SelectField label="Where" value={placeId} onChange={(e) => setChosen(e.target.value)} options={ofKind.map((p) => ({ value: p.id, label: p.name }))} />
      )}
      <Loaded query={slots} loading="Loading free times…">
        {() =>
          byDay.size === 0 ? (
            <p className="text-sm text-ink-muted">No free times here in the booking period. Try another place.</p>
          ) : (
            <>
              <div role="group" aria-label="Day" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
                {[...byDay.keys()].map((d) => (
                  <button key={d} type="button" aria-pressed={shownDay === d} className={pressed(shownDay === d)} onClick={() => setDay(d)}>
                    {dayName.format(new Date(byDay.get(d)![0]!.start))}
                  </button>
                ))}
              </div>
              <div role="group" aria-label="Time" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                {(byDay.get(shownDay) ?? []).map((s) => (
                  <button key={s.start} type="button" aria-pressed={start === s.start} className={pressed(start === s.start)} onClick={() => setStart(s.start)}>
                    {clock.format(new Date(s.start))}
                  </button>
                ))}
              </div>
            </>
          )
        }
      </Loaded>
      {readNotice && (
        <NoticeReading
          value={reading}
          error={readingError}
          onChange={(v) => {
            setReading(v);
            if (v.noticeRead) setReadingError("");
          }}
        />
      )}
      <FormError message={save.error} />
      <SubmitOrClose label={submitLabel} disabled={!start || save.busy} onClose={onClose} />
    </form>
  );
}
