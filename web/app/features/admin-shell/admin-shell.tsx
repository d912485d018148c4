import { LogOut, Menu, UserRound, X } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { settings } from "~/content/settings";
import { roleLabels, type Me } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import { signOut as endSession } from "./api";

/** One entry of the navigation. */
export interface AdminSection {
  to: string;
  label: string;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-field px-3 text-sm font-semibold no-underline transition-colors",
    isActive ? "bg-accent-soft text-accent-ink" : "text-ink hover:bg-limewash",
  );

/** The back-office frame: the navigation (the sections of this person's role), the signed-in person, sign-out. */
export function AdminShell({ me, sections, children }: { me: Me; sections: readonly AdminSection[]; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-dvh bg-ivory lg:grid lg:grid-cols-[16rem_1fr]">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-field focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-white lg:static lg:flex lg:min-h-dvh lg:flex-col lg:border-r lg:border-b-0">
        <div className="flex h-14 items-center justify-between px-4 lg:h-auto lg:px-5 lg:pt-6 lg:pb-4">
          <Link to="/admin" className="text-ink no-underline">
            <span className="block font-display text-lg leading-tight font-semibold">{settings.brandName}</span>
            <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">Back-office</span>
          </Link>
          <button
            type="button"
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-field px-3 text-sm font-semibold hover:bg-limewash lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            Menu
          </button>
        </div>
        <div id={menuId} className={cn("flex-1 flex-col border-t border-line px-3 pb-4 lg:flex lg:border-t-0", menuOpen ? "flex" : "hidden")}>
          <nav aria-label="Back-office" className="pt-3">
            <ul className="flex flex-col gap-1">
              {sections.map((s) => (
                <li key={s.to}>
                  <NavLink to={s.to} className={navLinkClass}>
                    {s.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <PersonPanel me={me} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-10">
        {children}
      </main>
    </div>
  );
}

function PersonPanel({ me }: { me: Me }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut(everywhere: boolean) {
    setBusy(true);
    try {
      await endSession(everywhere);
    } catch {
      // Signed out already, or the server is away: the sign-in page is right either way.
    }
    navigate("/admin/sign-in", { replace: true });
  }

  return (
    <div className="mt-6 border-t border-line pt-4 lg:mt-auto">
      <p className="px-3 text-sm font-semibold text-ink">{me.name}</p>
      <p className="px-3 text-xs text-ink-muted">
        {roleLabels[me.role]} · {me.email}
      </p>
      <ul className="mt-3 flex flex-col gap-1">
        <li>
          <NavLink to="/admin/account" className={navLinkClass}>
            <UserRound aria-hidden="true" className="mr-2 size-4" />
            Your account
          </NavLink>
        </li>
        <li>
          <button type="button" disabled={busy} onClick={() => signOut(false)} className={cn(navLinkClass({ isActive: false }), "w-full")}>
            <LogOut aria-hidden="true" className="mr-2 size-4" />
            Sign out
          </button>
        </li>
        <li>
          <button type="button" disabled={busy} onClick={() => signOut(true)} className={cn(navLinkClass({ isActive: false }), "w-full font-normal text-ink-muted")}>
            Sign out of every device
          </button>
        </li>
      </ul>
    </div>
  );
}
