import { Loaded } from "~/components/admin/admin-ui";
import { useAdminQuery } from "~/lib/admin-api";
import { readLeadAppointments } from "./api";
import { AppointmentCard } from "./appointment-card";

/** The lead page's block: the lead's consultations with their history. */
export function LeadAppointments({ leadId }: { leadId: number }) {
  const list = useAdminQuery(`lead-appointments-${leadId}`, (signal) => readLeadAppointments(leadId, signal));
  return (
    <section aria-labelledby="lead-appointments-title" className="mt-6">
      <h2 id="lead-appointments-title" className="mb-2 text-lg font-semibold">
        Appointments
      </h2>
      <Loaded query={list} loading="Loading appointments…">
        {(data) =>
          data.appointments.length === 0 ? (
            <p className="text-sm text-ink-muted">No consultation booked.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.appointments.map((a) => (
                <li key={a.id}>
                  <AppointmentCard appointment={a} onChanged={list.reload} showLead={false} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
