import interWoff2 from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import frauncesWoff2 from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { ErrorPage, NotFoundPage } from "./components/shell/not-found";
import { offerBarHeadScript } from "./components/shell/offer-bar";
import { Shell } from "./components/shell/shell";
import { notFoundMeta, organizationJsonLd } from "./lib/seo";

// Built pages carry the stylesheet inline (the <style data-inline-css> below, filled by scripts/optimize-html.mjs),
// so their first paint waits for no request; the dev server keeps the plain link.
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: appCss }] : []),
  { rel: "preload", href: interWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // Fraunces too: a late heading swap reflows the copy below it (CLS 0.03 on /city/mumbai without it).
  { rel: "preload", href: frauncesWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Escapes "<" so the JSON can never close the script element early.
const organization = JSON.stringify(organizationJsonLd()).replace(/</g, "\\u003c");

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf8f2" />
        {import.meta.env.DEV ? null : (
          // Hydration leaves the element's build-time contents alone: React never patches innerHTML on hydration.
          <style data-inline-css={appCss} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
        )}
        <script dangerouslySetInnerHTML={{ __html: offerBarHeadScript }} />
        <Meta />
        <Links />
        {/* The server writes the owner's current contact details into it (content/company.ts); hydration leaves it alone. */}
        <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: organization }} />
      </head>
      <body className="bg-ivory font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

// Every route names its own page; only the SPA fallback (an address not built, served with 404) matches nothing
// below the root at build time, so this gives it its title before React runs.
export const meta: Route.MetaFunction = () => notFoundMeta();

/** Shown by the SPA fallback before the client router has matched the address. */
export function HydrateFallback() {
  return <Shell />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return <Shell>{notFound ? <NotFoundPage /> : <ErrorPage />}</Shell>;
}
