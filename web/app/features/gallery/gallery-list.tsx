import { useEffect, useState, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { FirstPhotoSlot } from "~/components/ui/first-photo-slot";
import { cn } from "~/lib/cn";
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

/**
 * While the designs load: the first card's frame, where the list's first card will be, holding the photo the
 * server put in (so it shows before any script runs); not shown when the server put none.
 */
export function FirstDesignFrame() {
  return (
    <ul className={cn(LIST_CLASS, "hidden has-[img]:grid")}>
      <li>
        <Card padded={false} className={DESIGN_CARD_CLASS}>
          <FirstPhotoSlot className="overflow-hidden rounded-card" />
        </Card>
      </li>
    </ul>
  );
}

/** "Loading...", the empty text, or nothing: the states around the list (spec sections 2 and 8). */
export function GalleryStatus({ loading, emptyText }: { loading: boolean; emptyText: string | null }) {
  if (loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-24 text-lg text-ink-muted">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none" />
        Loading...
      </p>
    );
  }
  if (emptyText) {
    return (
      <p role="status" className="mx-auto max-w-xl rounded-card bg-limewash px-6 py-16 text-center text-lg text-ink-muted">
        {emptyText}
      </p>
    );
  }
  return null;
}
