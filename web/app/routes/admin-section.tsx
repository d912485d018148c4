import { useLocation, useOutletContext } from "react-router";
import { AdminNotFound, NoAccess } from "~/components/admin/admin-ui";
import { ComingSoon } from "~/features/admin-shell/admin-shell";
import { adminMeta } from "~/features/admin-shell/admin-meta";
import { sectionAt } from "~/features/admin-shell/sections";
import type { Me } from "~/lib/admin-api";
import type { Route } from "./+types/admin-section";

// /admin/:section — the sections whose pages arrive in the next releases (leads, messages, subscribers, designs, projects).
export const meta: Route.MetaFunction = ({ location }) => adminMeta(sectionAt(location.pathname)?.label ?? "Back-office");

export default function AdminSectionRoute() {
  const me = useOutletContext<Me>();
  const section = sectionAt(useLocation().pathname);
  if (!section) return <AdminNotFound />;
  if (!me.permissions.includes(section.permission)) return <NoAccess />;
  return <ComingSoon label={section.label} what={section.coming ?? section.label} />;
}
