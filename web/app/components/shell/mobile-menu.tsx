// The slide-in menu is a native <dialog> in the pre-rendered HTML: the menu button opens it with an invoker
// command and its groups are exclusive <details>, so it works before hydration; React then adds the 400 ms guard.
import { ChevronDown, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, type MouseEvent } from "react";
import { Link, NavLink } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { keepTabInside } from "~/components/ui/modal-dialog";
import { companyTexts, liveHref } from "~/content/company";
import { useDetailsExpanded, useHydrated } from "~/lib/use-hydrated";
import { WhatsAppIcon } from "./brand-icons";
import { NavLinkList } from "./nav-link-list";
import { mainNav, type NavGroupItem } from "./nav-items";

export const MOBILE_MENU_ID = "mobile-menu";

export interface MobileMenuProps {
  open: boolean;
  /** The visitor asks to open or close it (guarded by the owner). */
  onOpenChange: (open: boolean) => void;
  /** A link inside was followed, or the browser closed it: close without the toggle guard. */
  onNavigate: () => void;
  /** Opened from the HTML before hydration: the owner takes the open state over. */
  onAdopt: () => void;
  /** Where focus goes back when the panel closes. */
  returnFocus: () => void;
}

const rowClass =
  "flex min-h-12 w-full items-center justify-between rounded-xl px-3 text-base font-semibold text-ink no-underline hover:bg-limewash aria-[current=page]:text-accent-ink";

/** One group of links; the shared name makes the browser keep a single group open. */
function MenuGroup({ group }: { group: NavGroupItem }) {
  const { ref: detailsRef, expanded, onToggle } = useDetailsExpanded();
  return (
    <details ref={detailsRef} name="mobile-menu-group" onToggle={onToggle} className="group">
      {/* A summary is announced as a button with its state; the role lets tests and tools find it as one too. */}
      <summary role="button" aria-expanded={expanded} className={`${rowClass} cursor-pointer list-none text-left [&::-webkit-details-marker]:hidden`}>
        {group.label}
        <ChevronDown aria-hidden="true" className="size-5 text-ink-muted transition-transform duration-200 group-open:rotate-180" />
      </summary>
      <NavLinkList
        links={group.links}
        live={group.live}
        className="mb-2 ml-3 animate-[fade-in_250ms_var(--ease-out-soft)] border-l border-line pl-2"
        linkClass="flex min-h-11 items-center rounded-xl px-3 text-[0.9375rem] text-ink no-underline hover:bg-limewash aria-[current=page]:font-semibold aria-[current=page]:text-accent-ink"
      />
    </details>
  );
}

export function MobileMenu({ open, onOpenChange, onNavigate, onAdopt, returnFocus }: MobileMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const shown = useRef(false);
  // Latest callbacks, for effects that run on mount or when `open` changes only.
  const latest = useRef({ onAdopt, returnFocus });
  useLayoutEffect(() => {
    latest.current = { onAdopt, returnFocus };
  });

  const mounted = useRef(false);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!mounted.current) {
      mounted.current = true;
      // Opened before hydration: keep it open and let the owner's state follow.
      if (dialog.open) {
        shown.current = true;
        latest.current.onAdopt();
        return;
      }
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open && shown.current) latest.current.returnFocus();
    shown.current = open;
  }, [open]);

  useEffect(() => {
    if (open && ref.current) return keepTabInside(ref.current);
  }, [open]);

  function onClick(e: MouseEvent) {
    if ((e.target as HTMLElement).closest("a")) onNavigate();
  }

  return (
    // The click handler only notices a followed link (the links are the interactive parts); role is explicit on purpose, see below.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events, jsx-a11y/no-redundant-roles
    <dialog
      ref={ref}
      id={MOBILE_MENU_ID}
      // Explicit as well as implicit, like the other modals, for code and tests that look for [role="dialog"].
      role="dialog"
      aria-labelledby="mobile-menu-title"
      onCancel={(e) => {
        // Escape: closed through the guard once hydrated, natively before.
        e.preventDefault();
        onOpenChange(false);
      }}
      onClose={() => {
        // The browser closed it anyway (a second Escape is not cancelable).
        if (hydrated) onNavigate();
      }}
      onClick={onClick}
      className="fixed inset-y-0 right-0 left-auto z-50 m-0 h-dvh max-h-none border-0 w-[min(88vw,24rem)] max-w-none flex-col bg-ivory p-0 text-ink shadow-lift backdrop:bg-ink/40 focus:outline-none open:flex open:animate-[slide-in-right_300ms_var(--ease-out-soft)] open:backdrop:animate-[fade-in_250ms_ease-out]"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-line/70 px-5">
        <h2 id="mobile-menu-title" className="font-display text-xl font-semibold">
          Menu
        </h2>
        <button
          type="button"
          command="close"
          commandfor={MOBILE_MENU_ID}
          onClick={(e) => {
            e.preventDefault();
            onOpenChange(false);
          }}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-limewash"
          aria-label="Close menu"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto overscroll-contain px-3 py-3">
        <div className="flex flex-col gap-0.5">
          {mainNav.map((item) =>
            item.kind === "link" ? (
              <NavLink key={item.to} to={item.to} className={rowClass}>
                <span className="inline-flex items-center gap-2">
                  {item.label}
                  {item.badge ? <Badge>{item.badge}</Badge> : null}
                </span>
              </NavLink>
            ) : (
              <MenuGroup key={item.label} group={item} />
            ),
          )}
        </div>
      </nav>
      <div className="flex shrink-0 flex-col gap-2 border-t border-line/70 p-4">
        <Link to="/get-free-estimate" className={buttonClass("primary", "lg", "w-full")}>
          Get Free Estimate
        </Link>
        <a href={companyTexts().whatsappHref}
      {...liveHref("whatsappHref")} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "lg", "w-full")}>
          <WhatsAppIcon className="size-5 text-[#128c4a]" />
          Chat on WhatsApp
        </a>
      </div>
    </dialog>
  );
}
