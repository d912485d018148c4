import { DashboardPage } from "~/features/admin-dashboard/dashboard-page";

export function Component() {
  return <DashboardPage />;
}
