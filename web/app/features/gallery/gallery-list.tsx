import { useEffect, useState, type ReactNode } from "react";
import { CatalogListStatus, FirstCardFrame } from "~/components/ui/first-photo-slot";
import type { Design } from "./api";
import { DESIGN_CARD_CLASS, DesignCard } from "./design-card";

const LIST_CLASS = "grid items-start gap-6 lg:grid-cols-2 lg:gap-8";

export interface GalleryListProps {
  designs: Design[];
  /** Changes on every reload (category or tier), which collapses any open design. */
  resetKey: string;
  renderVideo?: (design: Design) => ReactNode;
}

/** The designs on screen, two columns on desktop; one design is expanded at a time. */
export function GalleryList({ designs, resetKey, renderVideo }: GalleryListProps) {
  const [expanded, setExpanded] = useState<number | null>(null);
  useEffect(() => setExpanded(null), [resetKey]);
  return (
    <ul className={LIST_CLASS}>
      {designs.map((d, i) => (
        <li key={d.id}>
          <DesignCard
            design={d}
            expanded={expanded === d.id}
            onToggle={() => setExpanded((cur) => (cur === d.id ? null : d.id))}
            video={d.ytUrl && renderVideo ? renderVideo(d) : null}
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** While the designs load: the first card's frame, holding the photo the server put in. */
export function FirstDesignFrame() {
  return <FirstCardFrame listClass={LIST_CLASS} cardClass={DESIGN_CARD_CLASS} slotClass="overflow-hidden rounded-card" />;
}

/** "Loading...", the empty text, or nothing: the states around the list (spec sections 2 and 8). */
export const GalleryStatus = CatalogListStatus;
