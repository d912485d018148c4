import { NavLinkList } from "./nav-link-list";
import { quickLinks } from "./nav-items";

/** The phone-only strip of popular pages; scrolls sideways inside itself, never the page. */
export function QuickLinks() {
  return (
    <nav aria-label="Quick links" className="border-b border-line/60 bg-ivory lg:hidden">
      <NavLinkList
        links={quickLinks}
        className="scrollbar-none flex snap-x scroll-px-5 gap-2 overflow-x-auto px-5 py-2.5 sm:scroll-px-8 sm:px-8"
        itemClass="shrink-0 snap-start"
        linkClass="inline-flex min-h-11 items-center rounded-pill bg-limewash px-4 text-sm font-semibold whitespace-nowrap text-ink no-underline hover:bg-sand aria-[current=page]:bg-accent aria-[current=page]:text-white"
      />
    </nav>
  );
}
