import type { ReactNode } from "react";
import { settings } from "~/content/settings";

/** The calm, centred frame of the pages used before signing in. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-start justify-center bg-limewash px-4 py-12 sm:items-center">
      <div className="w-full max-w-sm rounded-card bg-white p-6 shadow-soft sm:p-8">
        <p className="text-sm font-semibold text-ink-muted">
          {settings.brandName} · Back-office
        </p>
        <h1 className="mt-1 mb-6 text-3xl">{title}</h1>
        {children}
      </div>
    </main>
  );
}
