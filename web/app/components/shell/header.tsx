import { Menu } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { companyTexts, liveHref } from "~/content/company";
import { WhatsAppIcon } from "./brand-icons";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";
import { useGuardedToggle } from "./use-guarded-toggle";

/** Sticky site header: logo, desktop menu, WhatsApp link, the estimate button and the mobile menu button. */
export function Header() {
  const menu = useGuardedToggle();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // A new page closes the menu (not the first render: a menu opened before hydration stays open).
  const setMenu = menu.set;
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMenu(false, { force: true });
  }, [pathname, setMenu]);

  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-ivory/95 backdrop-blur-md">
      {/* One row at every width: the nine menu items need 1280 px beside the logo and the estimate button, so below that the menu button serves. */}
      <div className="mx-auto grid h-(--shell-header-height) max-w-[88rem] grid-cols-[auto_1fr_auto] items-center gap-x-4 px-5 sm:px-8 lg:px-12 xl:px-8 2xl:gap-x-6 2xl:px-12">
        <Logo stacked className="col-start-1" />
        <DesktopNav className="hidden xl:col-start-2 xl:block" />
        <div className="col-start-3 flex items-center gap-1.5 sm:gap-2">
          <a
            href={companyTexts().whatsappHref}
      {...liveHref("whatsappHref")}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden min-h-11 items-center gap-2 rounded-pill px-3 text-sm font-semibold text-ink no-underline hover:bg-limewash lg:inline-flex"
          >
            <WhatsAppIcon className="size-5 text-[#128c4a]" />
            <span className="xl:sr-only">WhatsApp</span>
          </a>
          <ButtonLink to="/get-free-estimate" className="px-4 sm:px-5">
            Get Free Estimate
          </ButtonLink>
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menu.open}
            aria-controls={menu.open ? MOBILE_MENU_ID : undefined}
            // Before hydration the browser opens the menu itself; after, the guarded state does.
            command="show-modal"
            commandfor={MOBILE_MENU_ID}
            onClick={(e) => {
              e.preventDefault();
              menu.toggle();
            }}
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-limewash xl:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <MobileMenu
        open={menu.open}
        onOpenChange={(o) => menu.set(o)}
        onNavigate={() => menu.set(false, { force: true })}
        onAdopt={() => menu.set(true, { force: true })}
        returnFocus={() => menuButton.current?.focus()}
      />
    </header>
  );
}
