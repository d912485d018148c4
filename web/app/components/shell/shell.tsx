import type { ReactNode } from "react";
import { ChatButton } from "./chat-button";
import { Footer } from "./footer";
import { Header } from "./header";
import { OfferBar } from "./offer-bar";
import { QuickLinks } from "./quick-links";
import { ToastArea } from "./toast-area";

/** Everything around a page: skip link, offer bar, header, quick links, footer, chat icon and toasts. */
export function Shell({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-pill bg-accent px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <OfferBar />
      <Header />
      <QuickLinks />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <ChatButton />
      <ToastArea />
    </div>
  );
}
