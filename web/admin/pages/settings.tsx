import { useLoaderData, useOutletContext } from "react-router";
import { NoAccess } from "~/components/admin/admin-ui";
import { SettingsPage } from "~/features/admin-settings/settings-page";
import type { WebhookSettings } from "~/features/admin-settings/webhook-settings";
import { readUnlessForbidden, type Me } from "~/lib/admin-api";

export async function loader() {
  return { webhook: await readUnlessForbidden<WebhookSettings>("/api/admin/settings/webhook") };
}

export function Component() {
  const me = useOutletContext<Me>();
  const { webhook } = useLoaderData<typeof loader>();
  if (!webhook || !me.permissions.includes("settings")) return <NoAccess />;
  return <SettingsPage webhook={webhook} />;
}
