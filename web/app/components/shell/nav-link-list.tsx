import { NavLink } from "react-router";

/** A list of page links, the current page marked (aria-current) by NavLink; the classes give the list its look. */
export function NavLinkList({ links, className, itemClass, linkClass, live }: { links: ReadonlyArray<{ to: string; label: string }>; className: string; itemClass?: string; linkClass: string; live?: string }) {
  return (
    <ul className={className} data-live-list={live}>
      {links.map((l) => (
        <li key={l.to} className={itemClass}>
          <NavLink to={l.to} className={linkClass}>
            {l.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
