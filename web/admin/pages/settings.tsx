import { AssignmentSection } from "~/features/admin-assignment/assignment-settings";
import { RetentionSection } from "~/features/admin-privacy/retention-section";
import { SettingsPage } from "~/features/admin-settings/settings-page";
import { WhatsappSection } from "~/features/admin-whatsapp/settings-section";

export function Component() {
  return (
    <SettingsPage>
      <AssignmentSection />
      <WhatsappSection />
      <RetentionSection />
    </SettingsPage>
  );
}
