import { AdminHeading } from "~/components/admin/admin-ui";
import { WebhookSettingsPanel, type WebhookSettings } from "./webhook-settings";

/** The owners' settings of the site; version names the release answering (after an upgrade, the new one). */
export function SettingsPage({ webhook, version }: { webhook: WebhookSettings; version: string }) {
  return (
    <>
      <AdminHeading title="Settings">How the site works with your other tools.</AdminHeading>
      <WebhookSettingsPanel first={webhook} />
      {version && <p className="mt-6 text-sm text-ink-muted">Release {version}</p>}
    </>
  );
}
