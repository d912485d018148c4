import { useState } from "react";
import { Link } from "react-router";
import { AdminHeading, FormError, Loaded, Notice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { newCalendarFeed, readAppointments, readDesigners, revokeCalendarFeed, type AdminAppointment, type AppointmentList, type Designer } from "./api";
import { AppointmentCard, designerName } from "./appointment-card";

const zone = "Asia/Kolkata";
const dayFormat = new Intl.DateTimeFormat("en-IN", { timeZone: zone, weekday: "long", day: "numeric", month: "long" });
const keyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today and the coming week's consultations, by day, by place or by designer; each lead one tap away. */
export function AppointmentsPage() {
  const [days, setDays] = useState<1 | 7>(7);
  const list = useAdminQuery(`appointments-${days}`, (signal) => readAppointments(days, signal));
  const designers = useAdminQuery("appointment-designers", readDesigners);
  return (
    <>
      <AdminHeading title="Appointments">Booked consultations, India time. Tap a name to open the lead.</AdminHeading>
      <div role="group" aria-label="Period" className="mb-4 flex gap-2">
        <Button variant={days === 1 ? "primary" : "secondary"} aria-pressed={days === 1} onClick={() => setDays(1)}>
          Today
        </Button>
        <Button variant={days === 7 ? "primary" : "secondary"} aria-pressed={days === 7} onClick={() => setDays(7)}>
          This week
        </Button>
      </div>
      <Loaded query={list} loading="Loading appointments…">
        {(data) => <Days data={data} reload={list.reload} designers={designers.data?.designers ?? []} />}
      </Loaded>
      <CalendarFeed />
    </>
  );
}

function Days({ data, reload, designers }: { data: AppointmentList; reload: () => Promise<unknown>; designers: Designer[] }) {
  const [by, setBy] = useState<"day" | "place" | "designer">("day");
  const [designer, setDesigner] = useState("all");
  const all = data.appointments.filter((a) => a.status === "booked");
  const booked = designer === "all" ? all : all.filter((a) => String(a.staffId) === designer);
  const groups = new Map<string, AdminAppointment[]>();
  for (const a of booked) {
    const key = by === "day" ? keyFormat.format(new Date(a.start)) : by === "place" ? a.place.name : designerName(designers, a.staffId);
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const select = "min-h-11 rounded-xl bg-white px-3 ring-1 ring-line ring-inset";
  return (
    <>
      <div className="mb-4 grid max-w-3xl gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Group by
          <select value={by} onChange={(e) => setBy(e.target.value as typeof by)} className={select}>
            <option value="day">Day</option>
            <option value="place">Centre or place</option>
            <option value="designer">Designer</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Show designer
          <select value={designer} onChange={(e) => setDesigner(e.target.value)} className={select}>
            <option value="all">Everyone</option>
            <option value="0">No designer yet</option>
            {designers.map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {booked.length === 0 && <p className="text-ink-muted">No consultations booked in this period.</p>}
      {[...groups].map(([key, list]) => (
        <section key={key} aria-label={by === "day" ? dayFormat.format(new Date(list[0]!.start)) : key} className="mb-6 max-w-3xl">
          <h2 className="mb-2 text-lg font-semibold">{by === "day" ? dayFormat.format(new Date(list[0]!.start)) : key}</h2>
          <ul className="flex flex-col gap-3">
            {list.map((a) => (
              <li key={a.id}>
                <AppointmentCard appointment={a} onChanged={reload} designers={designers} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-sm text-ink-muted">
        Leads: <Link to="/admin/leads" className="underline">all leads</Link>
      </p>
    </>
  );
}

/** The person's private calendar feed: made (or made again, which ends the old link) on request. */
function CalendarFeed() {
  const [url, setUrl] = useState("");
  const { error, run } = useAdminSubmit();
  return (
    <section aria-labelledby="feed-title" className="mt-8 max-w-3xl rounded-card bg-white p-4 shadow-soft sm:p-5">
      <h2 id="feed-title" className="text-lg font-semibold">
        Your calendar feed
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Subscribe to it in Google Calendar, Outlook or Apple Calendar. Owners see every consultation; others see those of their leads and those they are the designer of. Making a new link ends the old one.
      </p>
      <FormError message={error} />
      {url && <Notice message={`Your private link (shown once): ${url}`} />}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void run(async () => setUrl((await newCalendarFeed()).url))}>
          Make a calendar link
        </Button>
        <Button variant="ghost" onClick={() => void run(async () => (await revokeCalendarFeed(), setUrl("")))}>
          Turn my calendar link off
        </Button>
      </div>
    </section>
  );
}
