import { useOutletContext, useParams } from "react-router";
import { LeadAppointments } from "~/features/admin-appointments/lead-appointments";
import { LeadPage } from "~/features/admin-leads/lead/lead-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const { id = "" } = useParams();
  // Keyed by id: another lead (a duplicate's link) starts from a clean page.
  return (
    <>
      <LeadPage key={id} id={id} me={useOutletContext<Me>()} />
      {/^\d+$/.test(id) && <LeadAppointments key={`appointments-${id}`} leadId={Number(id)} />}
    </>
  );
}
