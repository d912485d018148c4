import { AdminHeading } from "~/components/admin/admin-ui";
import { WebhookSettingsPanel, type WebhookSettings } from "./webhook-settings";

/** The owners' settings of the site. */
export function SettingsPage({ webhook }: { webhook: WebhookSettings }) {
  return (
    <>
      <AdminHeading title="Settings">How the site works with your other tools.</AdminHeading>
      <WebhookSettingsPanel first={webhook} />
    </>
  );
}
