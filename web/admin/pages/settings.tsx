import { AssignmentSection } from "~/features/admin-assignment/assignment-settings";
import { PriceListSection } from "~/features/admin-quotes/price-list-section";
import { RetentionSection } from "~/features/admin-privacy/retention-section";
import { AdFormsSection } from "~/features/admin-settings/ad-forms-section";
import { SettingsPage } from "~/features/admin-settings/settings-page";
import { WhatsappSection } from "~/features/admin-whatsapp/settings-section";

export function Component() {
  return (
    <SettingsPage>
      <AssignmentSection />
      <PriceListSection />
      <WhatsappSection />
      <RetentionSection />
      <AdFormsSection />
    </SettingsPage>
  );
}
