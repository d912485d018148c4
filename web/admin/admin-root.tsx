import { useEffect } from "react";
import { isRouteErrorResponse, Link, Outlet, ScrollRestoration, useLocation, useMatches, useRouteError } from "react-router";
import { AdminApiError } from "~/lib/admin-api";
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

/** What a page that failed says about it: a sentence for the person, never the program's own error text. */
function failureOf(error: unknown): string {
  if (error instanceof AdminApiError) return error.message;
  if (isRouteErrorResponse(error)) return "The server could not answer for this page. Reload the page to try again.";
  // A chunk that could not be fetched (a new release, or the connection dropped) fails its import.
  if (error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message)) {
    return "This page's code could not be loaded. Check your connection, then reload the page.";
  }
  return "Something on it could not be shown: a fault of the back-office, not of your work elsewhere. Reload the page to try again; if it happens again, tell us what you were doing.";
}

/**
 * One page of the back-office that failed while loading or drawing: only that page is replaced, the shell and
 * its navigation stay, so one form's odd data can never take the whole back-office down.
 */
export function PageFailed() {
  const error = useRouteError();
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = matches.map((m) => titleOf(m.handle)).findLast((t) => t !== undefined);
  const page = typeof title === "function" ? title(pathname) : (title ?? "This page");
  useEffect(() => console.error(error), [error]);
  return (
    <div role="alert" className="max-w-2xl rounded-card bg-white p-6 shadow-soft">
      <h1 className="text-3xl">{page} could not be shown</h1>
      <p className="mt-2 text-ink-muted">{failureOf(error)}</p>
      <p className="mt-4 flex flex-wrap gap-4 font-semibold">
        <a href={pathname} className="text-accent-ink underline underline-offset-4">
          Reload the page
        </a>
        <Link to="/admin" className="text-accent-ink underline underline-offset-4">
          Go to the overview
        </Link>
      </p>
    </div>
  );
}
