import type { Permission } from "~/lib/admin-api";

export interface AdminSection {
  to: string;
  label: string;
  permission: Permission;
}

/** The back-office's parts, in navigation order; each is shown only to roles with its permission. */
const adminSections: readonly AdminSection[] = [
  { to: "/admin/leads", label: "Leads", permission: "leads" },
  { to: "/admin/messages", label: "Messages", permission: "messages" },
  { to: "/admin/subscribers", label: "Subscribers", permission: "subscribers" },
  { to: "/admin/mail", label: "Mail problems", permission: "mail" },
  { to: "/admin/designs", label: "Designs", permission: "designs" },
  { to: "/admin/projects", label: "Projects", permission: "projects" },
  { to: "/admin/accounts", label: "Accounts", permission: "accounts" },
  { to: "/admin/audit", label: "Audit log", permission: "audit" },
  { to: "/admin/settings", label: "Settings", permission: "settings" },
  { to: "/admin/system", label: "System", permission: "system" },
];

/** The sections a person with these permissions may open. */
export function sectionsFor(permissions: readonly Permission[]): AdminSection[] {
  return adminSections.filter((s) => permissions.includes(s.permission));
}
