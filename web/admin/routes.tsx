import type { RouteObject } from "react-router";
import { AdminRoot, LoadFailed, Loading, titled } from "./admin-root";

/**
 * Every back-office page, one line each: its path, its title, and its module in web/admin/pages
 * (which exports Component and, when the page reads data first, loader). Each module is a chunk of its own.
 */
export const adminRoutes: RouteObject[] = [
  {
    Component: AdminRoot,
    HydrateFallback: Loading,
    ErrorBoundary: LoadFailed,
    children: [
      { path: "/admin/sign-in", handle: titled("Sign in"), lazy: () => import("./pages/sign-in") },
      { path: "/admin/set-password", handle: titled("Choose a password"), lazy: () => import("./pages/set-password") },
      {
        // The signed-in part: the shell with the navigation, and the person (outlet context) for each page.
        path: "/admin",
        handle: titled("Back-office"),
        lazy: () => import("./pages/shell"),
        children: [
          { index: true, handle: titled("Overview"), lazy: () => import("./pages/home") },
          { path: "account", handle: titled("Your account"), lazy: () => import("./pages/account") },
          { path: "accounts", handle: titled("Accounts"), lazy: () => import("./pages/accounts") },
          { path: "audit", handle: titled("Audit log"), lazy: () => import("./pages/audit") },
          { path: "leads", handle: titled("Leads"), lazy: () => import("./pages/leads") },
          { path: "leads/due", handle: titled("Due today"), lazy: () => import("./pages/leads-due") },
          { path: "leads/:id", handle: titled("Lead"), lazy: () => import("./pages/lead") },
          { path: "designs", handle: titled("Designs"), lazy: () => import("./pages/designs") },
          { path: "projects", handle: titled("Projects"), lazy: () => import("./pages/projects") },
          { path: "messages", handle: titled("Messages"), lazy: () => import("./pages/messages") },
          { path: "subscribers", handle: titled("Subscribers"), lazy: () => import("./pages/subscribers") },
          { path: "mail", handle: titled("Mail problems"), lazy: () => import("./pages/mail") },
          { path: "settings", handle: titled("Settings"), lazy: () => import("./pages/settings") },
          { path: "system", handle: titled("System"), lazy: () => import("./pages/system") },
          { path: "*", handle: titled("Page not found"), lazy: () => import("./pages/not-found") },
        ],
      },
    ],
  },
];
