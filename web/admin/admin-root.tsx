import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";
import { settings } from "~/content/settings";
import { useNewLeadCount } from "~/features/admin-leads/alerts/new-leads";

type Title = string | ((pathname: string) => string);

/** A route's handle naming its page: a text, or a function of the address for pages that serve several. */
export function titled(title: Title): { title: Title } {
  return { title };
}

function titleOf(handle: unknown): Title | undefined {
  return typeof handle === "object" && handle !== null && "title" in handle ? (handle as { title: Title }).title : undefined;
}

/** Every back-office page: its title in the tab (the deepest route that names one, after the unseen new leads), scroll to top on a new page. */
export function AdminRoot() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = matches.map((m) => titleOf(m.handle)).findLast((t) => t !== undefined);
  const text = typeof title === "function" ? title(pathname) : (title ?? "Back-office");
  const newLeads = useNewLeadCount();
  useEffect(() => {
    // Unseen new leads lead the title, so a tab in the background shows them wherever in the back-office it is.
    document.title = `${newLeads > 0 ? `(${newLeads}) ` : ""}${text} · Back-office · ${settings.brandName}`;
  }, [text, newLeads]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code and data arrive. */
export function Loading() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-ivory">
      <p className="text-ink-muted">Loading the back-office…</p>
    </main>
  );
}

/** The server or a page's code could not be reached. */
export function LoadFailed() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory px-4">
      <div className="max-w-md text-center">
        <h1 className="text-3xl">The back-office could not load</h1>
        <p className="mt-2 text-ink-muted">We could not reach the server. Check your connection, then reload the page.</p>
      </div>
    </main>
  );
}
