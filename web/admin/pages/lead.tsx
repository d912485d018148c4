import { useOutletContext, useParams } from "react-router";
import { LeadAppointments } from "~/features/admin-appointments/lead-appointments";
import { LeadPage } from "~/features/admin-leads/lead/lead-page";
import { LeadQuote } from "~/features/admin-quotes/lead-quote";
import { LeadConversation } from "~/features/admin-whatsapp/lead-conversation";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const { id = "" } = useParams();
  // Keyed by id: another lead (a duplicate's link) starts from a clean page.
  // A booking changes the lead's status, and a WhatsApp message its timeline, so the lead is read again after one.
  const me = useOutletContext<Me>();
  return (
    <LeadPage
      key={id}
      id={id}
      me={me}
      conversation={(lead, reload) => <LeadConversation key={`whatsapp-${lead.id}`} leadId={lead.id} onChanged={() => void reload()} />}
      quote={(lead, reload) => <LeadQuote key={`quote-${lead.id}`} lead={lead} me={me} onChanged={() => void reload()} />}
      extra={(lead, reload) => <LeadAppointments key={`appointments-${lead.id}`} leadId={lead.id} city={lead.location} onChanged={() => void reload()} />}
    />
  );
}
