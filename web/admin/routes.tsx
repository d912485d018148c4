import type { RouteObject } from "react-router";
import type { AdminSection } from "~/features/admin-shell/admin-shell";
import type { Permission } from "~/lib/admin-api";
import { AdminRoot, LoadFailed, Loading, PageFailed, titled } from "./admin-root";
import { adminPages } from "./page-list";

/** The navigation of a person with these permissions: the pages marked nav that their role may open. */
export function sectionsFor(permissions: readonly Permission[]): AdminSection[] {
  return adminPages.filter((p) => p.nav && permissions.includes(p.permission)).map((p) => ({ to: `/admin/${p.path}`, label: p.title }));
}

/** A route's handle: the page's title and, for signed-in pages, the permission the shell checks. */
export interface PageHandle {
  title: string;
  permission?: Permission;
}

export const adminRoutes: RouteObject[] = [
  {
    Component: AdminRoot,
    HydrateFallback: Loading,
    ErrorBoundary: LoadFailed,
    children: [
      { path: "/admin/sign-in", handle: titled("Sign in"), lazy: () => import("./pages/sign-in") },
      { path: "/admin/set-password", handle: titled("Choose a password"), lazy: () => import("./pages/set-password") },
      { path: "/admin/forgot-password", handle: titled("Forgot your password?"), lazy: () => import("./pages/forgot-password") },
      {
        // The signed-in part: the shell with the navigation, the permission gate, and the person (outlet context) for each page.
        path: "/admin",
        handle: titled("Back-office"),
        lazy: () => import("./pages/shell"),
        children: [
          // Each page fails on its own (PageFailed): the shell and its navigation stay.
          { index: true, handle: titled("Overview"), ErrorBoundary: PageFailed, lazy: () => import("./pages/home") },
          ...adminPages.map(({ path, title, permission, lazy }): RouteObject => ({ path, handle: { title, permission } satisfies PageHandle, ErrorBoundary: PageFailed, lazy })),
          { path: "*", handle: titled("Page not found"), ErrorBoundary: PageFailed, lazy: () => import("./pages/not-found") },
        ],
      },
    ],
  },
];
