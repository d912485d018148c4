import { AvailabilityPage } from "~/features/admin-appointments/availability-page";

export function Component() {
  return <AvailabilityPage />;
}
