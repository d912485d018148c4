import { useOutletContext } from "react-router";
import { LeadAlertsPanel } from "~/features/admin-leads/alerts/lead-alerts";
import { AccountPage } from "~/features/admin-staff/account-page";
import type { Me } from "~/lib/admin-api";

export function Component() {
  const me = useOutletContext<Me>();
  return <AccountPage me={me}>{me.permissions.includes("leads") && !me.mustSetUpTOTP ? <LeadAlertsPanel /> : null}</AccountPage>;
}
