import { useState } from "react";
import { Link } from "react-router";
import { FormError } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminSubmit } from "~/lib/admin-api";
import { cancelAppointment, recordOutcome, type AdminAppointment } from "./api";

const timeFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });
const outcomes = { held: "Held", no_show: "No-show", rescheduled: "Rescheduled" } as const;

/** One consultation: when, where, who (the lead one tap away), and what staff can do with it. */
export function AppointmentCard({ appointment: a, onChanged, showLead = true }: { appointment: AdminAppointment; onChanged: () => Promise<unknown>; showLead?: boolean }) {
  const { error, run } = useAdminSubmit();
  const [openedAt] = useState(() => Date.now()); // outcomes are offered once the meeting's time has come
  const past = new Date(a.start).getTime() <= openedAt;
  return (
    <article aria-label={`${a.name}, ${timeFormat.format(new Date(a.start))}`} className="rounded-card bg-white p-4 shadow-soft sm:p-5">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{timeFormat.format(new Date(a.start))}</span>
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
      <FormError message={error} />
      {a.status === "booked" && (
        <div className="mt-3 flex flex-wrap gap-2">
          {past &&
            (Object.keys(outcomes) as (keyof typeof outcomes)[]).map((o) => (
              <Button key={o} variant="secondary" onClick={async () => (await run(() => recordOutcome(a, o))) && onChanged()}>
                {outcomes[o]}
              </Button>
            ))}
          {!past && (
            <Button variant="secondary" onClick={async () => (await run(() => cancelAppointment(a))) && onChanged()}>
              Cancel for the caller
            </Button>
          )}
        </div>
      )}
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
