import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { SettingsPage } from "~/features/admin-settings/settings-page";
import type { WebhookSettings } from "~/features/admin-settings/webhook-settings";
import { readUnlessForbidden, type Me } from "~/lib/admin-api";

export async function loader() {
  const [webhook, release] = await Promise.all([
    readUnlessForbidden<WebhookSettings>("/api/admin/settings/webhook"),
    readUnlessForbidden<{ version: string }>("/api/admin/version"),
  ]);
  return { webhook, version: release?.version ?? "" };
}

export function Component() {
  const me = useOutletContext<Me>();
  const { webhook, version } = useLoaderData<typeof loader>();
  if (!webhook || !me.permissions.includes("settings")) return <NoAccess />;
  return <SettingsPage webhook={webhook} version={version} />;
}
