import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { mainNav, type NavGroupItem } from "./nav-items";

// px-2 below 1536 px keeps the menu beside the logo and the estimate button on a 1280 px screen.
const itemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-pill px-2 text-sm font-semibold whitespace-nowrap text-ink no-underline transition-colors hover:bg-limewash aria-[current=page]:text-accent-ink aria-expanded:bg-limewash 2xl:px-2.5";

/** The desktop menu: plain links and disclosure dropdowns that open on hover and by keyboard. */
export function DesktopNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center justify-center 2xl:gap-0.5">
        {mainNav.map((item) =>
          item.kind === "link" ? (
            <li key={item.to}>
              <NavLink to={item.to} className={itemClass}>
                {item.label}
                {item.badge ? <Badge className="ml-1">{item.badge}</Badge> : null}
              </NavLink>
            </li>
          ) : (
            <NavDropdown key={item.label} group={item} />
          ),
        )}
      </ul>
    </nav>
  );
}

function NavDropdown({ group }: { group: NavGroupItem }) {
  const [open, setOpen] = useState(false);
  // Whether the pointer opened it: a click then pins it open instead of closing it.
  const byHover = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const active = group.links.some((l) => l.to === pathname);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  }

  const wide = group.wide === true;
  return (
    // Hover opens the menu for mouse users; the button inside is the keyboard path.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative"
      onMouseEnter={() => {
        byHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        byHover.current = false;
        setOpen(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={cn(itemClass, active && "text-accent-ink")}
        onClick={() => {
          if (open && byHover.current) {
            byHover.current = false;
            return;
          }
          setOpen((o) => !o);
        }}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform duration-200", open && "rotate-180")} />
      </button>
      {/* Padding, not margin, bridges the gap so the pointer never leaves the item. */}
      <div id={panelId} hidden={!open} className="absolute top-full left-1/2 z-50 -translate-x-1/2 pt-2">
        <ul data-live-list={group.live} className={cn("grid gap-0.5 rounded-card bg-white p-3 shadow-lift ring-1 ring-line/70", wide ? "w-[30rem] grid-cols-2" : "w-60")}>
          {group.links.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                aria-current={l.to === pathname ? "page" : undefined}
                onClick={() => setOpen(false)}
                className="flex min-h-11 items-center rounded-xl px-3 text-sm text-ink no-underline hover:bg-limewash aria-[current=page]:font-semibold aria-[current=page]:text-accent-ink"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
