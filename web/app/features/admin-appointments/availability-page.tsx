import { useState } from "react";
import { AdminHeading, FormError, LoadedEditor, Panel, SaveBar, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { useAdminQuery, useVersionedSave } from "~/lib/admin-api";
import {
  readAvailability,
  saveAvailability,
  type Availability,
  type AvailabilityPlace,
} from "./api";

const weekdays = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** The owner's availability: per place the hours of each weekday, the meeting's length, meetings at once and closed dates. */
export function AvailabilityPage() {
  const availability = useAdminQuery(
    "appointment-availability",
    readAvailability,
  );
  return (
    <>
      <AdminHeading title="Availability">
        When visitors can book a consultation, India time. Bookings already made
        stay as they are.
      </AdminHeading>
      <LoadedEditor query={availability} loading="Loading the availability…" editor={AvailabilityEditor} />
    </>
  );
}

function AvailabilityEditor({
  first,
  onStale,
}: {
  first: Availability;
  onStale: () => void;
}) {
  const [draft, setDraft] = useState(first);
  const [index, setIndex] = useState(0);
  const { save, saved, stale, reloadWith, submit } = useVersionedSave();
  const place = draft.places[Math.min(index, draft.places.length - 1)]!;
  const fieldError = (name: string) => save.fields[`places.${index}.${name}`];

  function setPlace(change: Partial<AvailabilityPlace>) {
    setDraft((d) => ({
      ...d,
      places: d.places.map((p, i) => (i === index ? { ...p, ...change } : p)),
    }));
  }
  function setHours(day: number, part: "opens" | "closes", value: string) {
    setPlace({
      week: place.week.map((h, i) => (i === day ? { ...h, [part]: value } : h)),
    });
  }
  function addPlace(added: AvailabilityPlace) {
    setDraft((d) => ({ ...d, places: [...d.places, added] }));
    setIndex(draft.places.length);
  }
  function removePlace() {
    setDraft((d) => ({ ...d, places: d.places.filter((_, i) => i !== index) }));
    setIndex(0);
  }
  const onSubmit = submit(() => saveAvailability(draft), setDraft, "Saved. New bookings follow these times.");
  const otherErrors = Object.keys(save.fields).filter(
    (k) => k.startsWith("places.") && !k.startsWith(`places.${index}.`),
  );

  return (
    <Panel title="Booking times" className="max-w-3xl">
      <StaleNotice message={stale} onReload={reloadWith(onStale)} />
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="Minimum notice (minutes)"
            value={draft.minNoticeMinutes}
            set={(n) => setDraft({ ...draft, minNoticeMinutes: n })}
            error={save.fields.minNoticeMinutes}
          />
          <NumberField
            label="Bookable days ahead"
            value={draft.horizonDays}
            set={(n) => setDraft({ ...draft, horizonDays: n })}
            error={save.fields.horizonDays}
          />
        </div>
        <SelectField
          label="Place"
          value={String(index)}
          onChange={(e) => setIndex(Number(e.target.value))}
          options={draft.places.map((p, i) => ({
            value: String(i),
            label: p.name,
          }))}
          hint={
            otherErrors.length > 0
              ? `Another place needs a correction: ${otherErrors.map((k) => draft.places[Number(k.split(".")[1])]?.name).join(", ")}.`
              : undefined
          }
        />
        <fieldset className="flex min-w-0 flex-col gap-4 rounded-field border border-line p-3 sm:p-4">
          <legend className="px-1 font-semibold">{place.name}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="Meeting length (minutes)"
              value={place.slotMinutes}
              set={(n) => setPlace({ slotMinutes: n })}
              error={fieldError("slotMinutes")}
            />
            <NumberField
              label="Meetings at once"
              value={place.capacity}
              set={(n) => setPlace({ capacity: n })}
              hint="0 stops bookings here."
              error={fieldError("capacity")}
            />
          </div>
          <div
            role="group"
            aria-label="Opening hours"
            className="flex flex-col gap-2"
          >
            <p className="font-semibold">Opening hours</p>
            <p className="text-sm text-ink-muted">
              Leave both times empty for a closed day.
            </p>
            {weekdays.map((day, i) => (
              <div
                key={day}
                className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)]"
              >
                <span className="col-span-2 text-sm font-semibold sm:col-span-1 sm:pt-3">
                  {day}
                </span>
                {(["opens", "closes"] as const).map((edge) => (
                  <TextField
                    key={edge}
                    className="min-w-0"
                    label={`${day} ${edge}`}
                    hideLabel
                    type="time"
                    value={place.week[i]?.[edge] ?? ""}
                    onChange={(e) => setHours(i, edge, e.target.value)}
                    error={edge === "closes" ? fieldError(`week.${i}`) : undefined}
                  />
                ))}
              </div>
            ))}
          </div>
          <TextArea
            label="Closed dates"
            rows={3}
            value={place.closed.join("\n")}
            onChange={(e) =>
              setPlace({ closed: e.target.value.split(/\s+/).filter(Boolean) })
            }
            hint="One date a line, as 2026-12-25."
            error={fieldError("closed")}
          />
          {["city", "id", "name", "address", "kind"].map((k) => (fieldError(k) ? <FormError key={k} message={fieldError(k)!} /> : null))}
          {draft.places.length > 1 && (
            <Button variant="ghost" className="self-start" onClick={removePlace}>
              Remove {place.name}
            </Button>
          )}
        </fieldset>
        <AddPlace places={draft.places} onAdd={addPlace} />
        <SaveBar save={save} saved={saved}>
          Save availability
        </SaveBar>
      </form>
    </Panel>
  );
}

/** A whole number the owner types (minutes, days, meetings). */
function NumberField({ label, value, set, hint, error }: { label: string; value: number; set: (n: number) => void; hint?: string; error?: string }) {
  return <TextField label={label} type="number" inputMode="numeric" value={value} onChange={(e) => set(Number(e.target.value))} hint={hint} error={error} />;
}

const kindNames = { centre: "Experience centre", home: "Home visits" } as const;

/** The id the server gives a place of kind in city (internal/appointment/availability.go placeID). */
function placeId(kind: "centre" | "home", city: string) {
  return `${kind}-${city.trim().toLowerCase().replaceAll(" ", "-")}`;
}

/** A new experience centre or home-visit city, with the hours, length and capacity of the first place of its kind. */
function AddPlace({ places, onAdd }: { places: AvailabilityPlace[]; onAdd: (p: AvailabilityPlace) => void }) {
  const [kind, setKind] = useState<"centre" | "home">("centre");
  const [city, setCity] = useState("");
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState("");
  function add() {
    const name = city.trim();
    const id = placeId(kind, name);
    if (!name) return setProblem("Give the city.");
    if (places.some((p) => p.id === id)) return setProblem(`There is already a place ${id}.`);
    if (kind === "centre" && !address.trim()) return setProblem("Give the centre's address.");
    setProblem("");
    setCity("");
    setAddress("");
    const like = places.find((p) => p.kind === kind) ?? places[0]!;
    onAdd({
      ...like,
      capacity: Math.max(like.capacity, 1),
      id,
      kind,
      city: name,
      name: kind === "centre" ? `${name} Experience Centre` : `Home visit in ${name}`,
      address: kind === "centre" ? address.trim() : "",
      closed: [],
    });
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-field border border-line p-3 sm:p-4">
      <legend className="px-1 font-semibold">Add a place</legend>
      <p className="text-sm text-ink-muted">It starts with the hours, meeting length and capacity of the first place of its kind; change them before saving.</p>
      <SelectField
        label="Kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as "centre" | "home")}
        options={(["centre", "home"] as const).map((k) => ({ value: k, label: kindNames[k] }))}
      />
      <TextField label="City" value={city} onChange={(e) => setCity(e.target.value)} autoComplete="off" />
      {kind === "centre" && <TextField label="Address" value={address} onChange={(e) => setAddress(e.target.value)} />}
      <FormError message={problem} />
      <Button variant="secondary" className="self-start" onClick={add}>
        Add place
      </Button>
    </fieldset>
  );
}
