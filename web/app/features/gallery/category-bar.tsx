import { useEffect, useRef } from "react";
import { NavLink } from "react-router";

export interface CategoryBarProps {
  /** Gallery types in URL spelling, e.g. "Modular-Kitchen-Designs". */
  categories: readonly string[];
  current: string;
}

/** "Modular-Kitchen-Designs" → "Modular Kitchen": the pill needs no repeated "Designs". */
function categoryLabel(type: string): string {
  return type.replace(/-Designs$/, "").replace(/-/g, " ");
}

/** The sticky pill bar of gallery categories; on phones it scrolls sideways and keeps the current pill in view. */
export function CategoryBar({ categories, current }: CategoryBarProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const ul = list.current;
    if (!el || !ul) return;
    // Scrolls only the strip, never the page.
    ul.scrollLeft = el.offsetLeft - (ul.clientWidth - el.offsetWidth) / 2;
  }, [current]);
  return (
    <nav
      aria-label="Design categories"
      className="sticky top-(--shell-header-height) z-30 border-b border-line/60 bg-ivory/95 backdrop-blur-md"
    >
      <ul ref={list} className="scrollbar-none mx-auto flex max-w-[88rem] gap-2 overflow-x-auto px-5 py-3 sm:px-8 lg:px-12">
        {categories.map((c) => (
          <li key={c} className="shrink-0">
            <NavLink
              to={`/design-gallery/${c}`}
              preventScrollReset={false}
              className="inline-flex min-h-11 items-center rounded-pill bg-limewash px-4 text-sm font-semibold whitespace-nowrap text-ink no-underline transition-colors duration-200 hover:bg-sand aria-[current=page]:bg-ink aria-[current=page]:text-ivory"
            >
              {categoryLabel(c)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
