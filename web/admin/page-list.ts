// The back-office's pages as data, apart from the router (admin/routes.tsx) so the browser tests can list them too.
import type { RouteObject } from "react-router";
import type { Permission } from "~/lib/admin-api";

export interface AdminPage {
  path: string;
  title: string;
  /** What the person's role must allow: the shell shows "Not available to your role" otherwise. */
  permission: Permission;
  /** Listed in the navigation (and on the overview) under its title. */
  nav?: true;
  lazy: RouteObject["lazy"];
}

/**
 * Every signed-in page, one line each: its path, its title, the permission it needs, whether the navigation
 * lists it (in this order), and its module in web/admin/pages (which exports Component). Each module is a chunk.
 */
export const adminPages: AdminPage[] = [
  { path: "leads", title: "Leads", permission: "leads", nav: true, lazy: () => import("./pages/leads") },
  { path: "leads/due", title: "Due today", permission: "leads", lazy: () => import("./pages/leads-due") },
  { path: "leads/import", title: "Import leads", permission: "settings", lazy: () => import("./pages/lead-import") },
  { path: "leads/:id", title: "Lead", permission: "leads", lazy: () => import("./pages/lead") },
  { path: "dashboard", title: "Dashboard", permission: "leads", nav: true, lazy: () => import("./pages/dashboard") },
  { path: "ad-spend", title: "Ad spend", permission: "settings", nav: true, lazy: () => import("./pages/ad-spend") },
  { path: "appointments", title: "Appointments", permission: "leads", nav: true, lazy: () => import("./pages/appointments") },
  { path: "availability", title: "Availability", permission: "settings", nav: true, lazy: () => import("./pages/appointment-availability") },
  { path: "messages", title: "Messages", permission: "messages", nav: true, lazy: () => import("./pages/messages") },
  { path: "subscribers", title: "Subscribers", permission: "subscribers", nav: true, lazy: () => import("./pages/subscribers") },
  { path: "mail", title: "Mail problems", permission: "mail", nav: true, lazy: () => import("./pages/mail") },
  { path: "designs", title: "Designs", permission: "designs", nav: true, lazy: () => import("./pages/designs") },
  { path: "projects", title: "Projects", permission: "projects", nav: true, lazy: () => import("./pages/projects") },
  { path: "blog-posts", title: "Blog posts", permission: "posts", nav: true, lazy: () => import("./pages/blog-posts") },
  { path: "blog-posts/:id", title: "Blog post", permission: "posts", lazy: () => import("./pages/blog-post") },
  { path: "reviews", title: "Reviews", permission: "site-content", nav: true, lazy: () => import("./pages/site-reviews") },
  { path: "faqs", title: "FAQs", permission: "site-content", nav: true, lazy: () => import("./pages/site-faqs") },
  { path: "cities", title: "City pages", permission: "site-content", nav: true, lazy: () => import("./pages/site-cities") },
  { path: "accounts", title: "Accounts", permission: "accounts", nav: true, lazy: () => import("./pages/accounts") },
  { path: "audit", title: "Audit log", permission: "audit", nav: true, lazy: () => import("./pages/audit") },
  { path: "privacy", title: "Data requests", permission: "privacy", nav: true, lazy: () => import("./pages/privacy-requests") },
  { path: "privacy/:id", title: "Data request", permission: "privacy", lazy: () => import("./pages/privacy-request") },
  { path: "company", title: "Company details", permission: "settings", nav: true, lazy: () => import("./pages/company") },
  { path: "access-log", title: "Access log", permission: "settings", nav: true, lazy: () => import("./pages/access-log") },
  { path: "breaches", title: "Breach register", permission: "settings", nav: true, lazy: () => import("./pages/breaches") },
  { path: "breaches/:id", title: "Incident", permission: "settings", lazy: () => import("./pages/breach") },
  { path: "compliance", title: "Data protection", permission: "settings", nav: true, lazy: () => import("./pages/compliance") },
  { path: "settings", title: "Settings", permission: "settings", nav: true, lazy: () => import("./pages/settings") },
  { path: "system", title: "System", permission: "system", nav: true, lazy: () => import("./pages/system") },
  { path: "account", title: "Your account", permission: "self", lazy: () => import("./pages/account") },
];
