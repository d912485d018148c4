import { AssignmentSection } from "~/features/admin-assignment/assignment-settings";
import { SettingsPage } from "~/features/admin-settings/settings-page";

export function Component() {
  return (
    <SettingsPage>
      <AssignmentSection />
    </SettingsPage>
  );
}
