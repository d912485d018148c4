import { SettingsPage } from "~/features/admin-settings/settings-page";

export function Component() {
  return <SettingsPage />;
}
