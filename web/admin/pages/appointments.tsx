import { AppointmentsPage } from "~/features/admin-appointments/appointments-page";

export function Component() {
  return <AppointmentsPage />;
}
