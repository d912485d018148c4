import type { Permission } from "~/lib/admin-api";

export interface AdminSection {
  to: string;
  label: string;
  permission: Permission;
  /** What the placeholder says until the section's release. */
  coming?: string;
}

/** The back-office's parts, in navigation order; each is shown only to roles with its permission. */
const adminSections: readonly AdminSection[] = [
  { to: "/admin/leads", label: "Leads", permission: "leads", coming: "The lead inbox (statuses, assignment, notes, follow-ups and exports)" },
  { to: "/admin/messages", label: "Messages", permission: "messages", coming: "Contact messages from the website" },
  { to: "/admin/subscribers", label: "Subscribers", permission: "subscribers", coming: "Newsletter subscribers and their export" },
  { to: "/admin/designs", label: "Designs", permission: "designs", coming: "Designs with photo uploads" },
  { to: "/admin/projects", label: "Projects", permission: "projects", coming: "Recent projects with photo uploads" },
  { to: "/admin/accounts", label: "Accounts", permission: "accounts" },
  { to: "/admin/audit", label: "Audit log", permission: "audit" },
];

/** The sections a person with these permissions may open. */
export function sectionsFor(permissions: readonly Permission[]): AdminSection[] {
  return adminSections.filter((s) => permissions.includes(s.permission));
}

/** The section whose path is pathname, if any. */
export function sectionAt(pathname: string): AdminSection | undefined {
  return adminSections.find((s) => pathname === s.to || pathname.startsWith(s.to + "/"));
}
