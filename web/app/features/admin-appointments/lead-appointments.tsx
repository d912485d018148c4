import { useState } from "react";
import { Loaded } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminQuery } from "~/lib/admin-api";
import { bookForCaller, readDesigners, readLeadAppointments } from "./api";
import { AppointmentCard } from "./appointment-card";
import { StaffSlotPicker } from "./staff-slot-picker";

/**
 * The lead page's block: the lead's consultations with their history, and booking one for the caller on the
 * phone (at the centre of the lead's city first). onChanged: a booking made, moved or cancelled (the lead's status follows).
 */
export function LeadAppointments({ leadId, city, onChanged }: { leadId: number; city: string; onChanged: () => void }) {
  const list = useAdminQuery(`lead-appointments-${leadId}`, (signal) => readLeadAppointments(leadId, signal));
  const designers = useAdminQuery("appointment-designers", readDesigners);
  const [booking, setBooking] = useState(false);
  const [openedAt] = useState(() => Date.now());
  return (
    <section aria-labelledby="lead-appointments-title" className="mt-6 max-w-3xl">
      <h2 id="lead-appointments-title" className="mb-2 text-lg font-semibold">
        Appointments
      </h2>
      <Loaded query={list} loading="Loading appointments…">
        {(data) => {
          const coming = data.appointments.some((a) => a.status === "booked" && new Date(a.end).getTime() > openedAt);
          return (
            <>
              {data.appointments.length === 0 ? (
                <p className="text-sm text-ink-muted">No consultation booked.</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {data.appointments.map((a) => (
                    <li key={a.id}>
                      <AppointmentCard
                        appointment={a}
                        onChanged={async () => {
                          onChanged();
                          await list.reload();
                        }}
                        showLead={false}
                        designers={designers.data?.designers ?? []}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {!coming && !booking && (
                <Button className="mt-3 w-full sm:w-auto" onClick={() => setBooking(true)}>
                  Book a consultation for the caller
                </Button>
              )}
              {!coming && booking && (
                <StaffSlotPicker
                  title="Book a consultation for the caller"
                  submitLabel="Book this time"
                  readNotice
                  city={city}
                  submit={(placeId, start, reading) => bookForCaller(leadId, placeId, start, reading)}
                  onDone={() => {
                    setBooking(false);
                    void list.reload();
                    onChanged();
                  }}
                  onClose={() => setBooking(false)}
                />
              )}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
