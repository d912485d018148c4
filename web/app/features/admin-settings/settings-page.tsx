import type { ReactNode } from "react";
import { AdminHeading, Loaded } from "~/components/admin/admin-ui";
import { useAdminQuery } from "~/lib/admin-api";
import { readVersion, readWebhook } from "./api";
import { WebhookSettingsPanel } from "./webhook-settings";

/** The owners' settings of the site; the release answering (after an upgrade, the new one) at the foot. */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const settings = useAdminQuery("settings", async (signal) => {
    const [webhook, release] = await Promise.all([readWebhook(signal), readVersion(signal)]);
    return { webhook, version: release.version };
  });
  return (
    <>
      <AdminHeading title="Settings">Who takes new leads, and how the site works with your other tools.</AdminHeading>
      {children}
      <Loaded query={settings} loading="Loading the settings…">
        {({ webhook, version }) => (
          <>
            <WebhookSettingsPanel key={webhook.version} first={webhook} onStale={() => void settings.reload()} />
            {version && <p className="mt-6 text-sm text-ink-muted">Release {version}</p>}
          </>
        )}
      </Loaded>
    </>
  );
}
