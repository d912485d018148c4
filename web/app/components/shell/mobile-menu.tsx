// Loaded only when the menu button is first used, so Radix stays out of the first page load.
import * as Accordion from "@radix-ui/react-accordion";
import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, X } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, NavLink } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { settings, whatsappUrl } from "~/content/settings";
import { WhatsAppIcon } from "./brand-icons";
import { mainNav } from "./nav-items";

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A link inside was followed: close without the toggle guard. */
  onNavigate: () => void;
  /** Where focus goes back when the panel closes. */
  returnFocus: () => void;
}

const rowClass =
  "flex min-h-12 w-full items-center justify-between rounded-xl px-3 text-base font-semibold text-ink no-underline hover:bg-limewash aria-[current=page]:text-accent-ink";

export default function MobileMenu({ open, onOpenChange, onNavigate, returnFocus }: MobileMenuProps) {
  function onClick(e: MouseEvent) {
    if ((e.target as HTMLElement).closest("a")) onNavigate();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=closed]:animate-[fade-out_200ms_ease-in] data-[state=open]:animate-[fade-in_250ms_ease-out]" />
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          onClick={onClick}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(88vw,24rem)] flex-col bg-ivory shadow-lift focus:outline-none data-[state=closed]:animate-[slide-out-right_220ms_ease-in] data-[state=open]:animate-[slide-in-right_300ms_var(--ease-out-soft)]"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line/70 px-5">
            <Dialog.Title className="font-display text-xl font-semibold">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-limewash" aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto overscroll-contain px-3 py-3">
            <Accordion.Root type="single" collapsible className="flex flex-col gap-0.5">
              {mainNav.map((item) =>
                item.kind === "link" ? (
                  <NavLink key={item.to} to={item.to} className={rowClass}>
                    <span className="inline-flex items-center gap-2">
                      {item.label}
                      {item.badge ? <Badge>{item.badge}</Badge> : null}
                    </span>
                  </NavLink>
                ) : (
                  <Accordion.Item key={item.label} value={item.label}>
                    <Accordion.Header className="m-0 font-sans">
                      <Accordion.Trigger className={`${rowClass} group text-left`}>
                        {item.label}
                        <ChevronDown aria-hidden="true" className="size-5 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180" />
                      </Accordion.Trigger>
                    </Accordion.Header>
                    <Accordion.Content className="overflow-hidden data-[state=closed]:animate-[accordion-up_200ms_ease-out] data-[state=open]:animate-[accordion-down_250ms_var(--ease-out-soft)]">
                      <ul className="mb-2 ml-3 border-l border-line pl-2">
                        {item.links.map((l) => (
                          <li key={l.to}>
                            <NavLink to={l.to} className="flex min-h-11 items-center rounded-xl px-3 text-[0.9375rem] text-ink no-underline hover:bg-limewash aria-[current=page]:font-semibold aria-[current=page]:text-accent-ink">
                              {l.label}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </Accordion.Content>
                  </Accordion.Item>
                ),
              )}
            </Accordion.Root>
          </nav>
          <div className="flex shrink-0 flex-col gap-2 border-t border-line/70 p-4">
            <Link to="/get-free-estimate" className={buttonClass("primary", "lg", "w-full")}>
              Get Free Estimate
            </Link>
            <a href={whatsappUrl(settings)} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "lg", "w-full")}>
              <WhatsAppIcon className="size-5 text-[#128c4a]" />
              Chat on WhatsApp
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
