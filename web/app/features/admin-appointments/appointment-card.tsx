import { useState } from "react";
import { Link } from "react-router";
import { FormError } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { formatWhen, useAdminSubmit } from "~/lib/admin-api";
import { NOTICE_LANGUAGES } from "~/lib/consent";
import { assignDesigner, cancelAppointment, moveAppointment, recordOutcome, type AdminAppointment, type Designer } from "./api";
import { StaffSlotPicker } from "./staff-slot-picker";

const timeFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });
const outcomes = { held: "Held", no_show: "No-show", rescheduled: "Rescheduled" } as const;

/** The name staff know a designer by; "No designer yet" for none, and the number of an account since disabled. */
export function designerName(designers: Designer[], staffId: number): string {
  if (!staffId) return "No designer yet";
  return designers.find((d) => d.id === staffId)?.name ?? `Designer #${staffId}`;
}

interface AppointmentCardProps {
  appointment: AdminAppointment;
  onChanged: () => Promise<unknown>;
  showLead?: boolean;
  designers: Designer[];
}

/** "Privacy notice read to the caller by Asha Rao in हिन्दी, …" or "Privacy notice: version 1, read in English": where the booking's consent came from. */
function consentLine(a: AdminAppointment, designers: Designer[]): string {
  const c = a.consents?.find((x) => x.purpose === "appointment");
  if (!c) return "";
  const language = NOTICE_LANGUAGES.find((l) => l.code === c.language)?.name ?? c.language;
  if (c.recordedBy) {
    const who = designers.find((d) => d.id === c.recordedBy)?.name ?? `staff member #${c.recordedBy}`;
    return `Privacy notice (version ${c.noticeVersion}) read to the caller by ${who} in ${language}, ${formatWhen(c.givenAt)}.`;
  }
  return `Privacy notice: version ${c.noticeVersion}, read in ${language} on the booking form.`;
}

/** One consultation: when, where, who (the lead one tap away), its designer, and what staff can do with it. */
export function AppointmentCard({ appointment: a, onChanged, showLead = true, designers }: AppointmentCardProps) {
  const { error, run } = useAdminSubmit();
  const [moving, setMoving] = useState(false);
  const [openedAt] = useState(() => Date.now()); // outcomes are offered once the meeting's time has come
  const past = new Date(a.start).getTime() <= openedAt;
  const when = timeFormat.format(new Date(a.start));
  return (
    <article aria-label={`${a.name}, ${when}`} className="rounded-card bg-white p-4 shadow-soft sm:p-5">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{when}</span>
        {showLead ? (
          <Link to={a.leadUrl} className="min-h-11 font-semibold text-accent-ink underline underline-offset-4">
            {a.name}
          </Link>
        ) : null}
        <span className="text-sm text-ink-muted">{a.status === "cancelled" ? "Cancelled" : a.outcome ? outcomes[a.outcome] : "Booked"}</span>
      </p>
      <p className="text-sm">{a.place.name}</p>
      <p className="text-sm">
        <a href={`tel:${a.mobile.replace(/[^\d+]/g, "")}`} className="underline">
          {a.mobile}
        </a>
      </p>
      {a.status === "booked" ? (
        <SelectField
          className="mt-3 max-w-xs"
          label="Designer"
          value={String(a.staffId)}
          onChange={(e) => void run(() => assignDesigner(a, Number(e.target.value))).then((ok) => ok && onChanged())}
          options={[
            { value: "0", label: "No designer yet" },
            ...designers.map((d) => ({ value: String(d.id), label: d.name })),
            ...(a.staffId && !designers.some((d) => d.id === a.staffId) ? [{ value: String(a.staffId), label: designerName(designers, a.staffId) }] : []),
          ]}
        />
      ) : (
        <p className="text-sm text-ink-muted">{designerName(designers, a.staffId)}</p>
      )}
      <FormError message={error} />
      {a.status === "booked" && (
        <div className="mt-3 flex flex-wrap gap-2">
          {past &&
            (Object.keys(outcomes) as (keyof typeof outcomes)[]).map((o) => (
              <Button key={o} variant="secondary" onClick={async () => (await run(() => recordOutcome(a, o))) && onChanged()}>
                {outcomes[o]}
              </Button>
            ))}
          {!past && !moving && (
            <>
              <Button variant="secondary" onClick={() => setMoving(true)}>
                Move to another time
              </Button>
              <Button variant="secondary" onClick={async () => (await run(() => cancelAppointment(a))) && onChanged()}>
                Cancel for the caller
              </Button>
            </>
          )}
        </div>
      )}
      {moving && (
        <StaffSlotPicker
          title={`Move ${a.name}'s consultation`}
          submitLabel="Move to this time"
          placeId={a.placeId}
          submit={(placeId, start) => moveAppointment(a, placeId, start)}
          onDone={() => {
            setMoving(false);
            void onChanged();
          }}
          onClose={() => setMoving(false)}
        />
      )}
      {consentLine(a, designers) ? <p className="mt-3 text-sm text-ink-muted">{consentLine(a, designers)}</p> : null}
      {a.consentWithdrawnAt ? (
        <p role="note" className="mt-3 text-sm font-semibold text-danger">
          Consent for this consultation withdrawn {formatWhen(a.consentWithdrawnAt)}: contact them about it only if they ask.
        </p>
      ) : null}
      {a.history && a.history.length > 0 && (
        <ol aria-label="History" className="mt-3 list-decimal pl-5 text-sm text-ink-muted">
          {a.history.map((h, i) => (
            <li key={i}>{h.text}</li>
          ))}
        </ol>
      )}
    </article>
  );
}
