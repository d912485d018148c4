import { AssignmentSection } from "~/features/admin-assignment/assignment-settings";
import { RetentionSection } from "~/features/admin-privacy/retention-section";
import { AdFormsSection } from "~/features/admin-settings/ad-forms-section";
import { SettingsPage } from "~/features/admin-settings/settings-page";

export function Component() {
  return (
    <SettingsPage>
      <AssignmentSection />
      <RetentionSection />
      <AdFormsSection />
    </SettingsPage>
  );
}
