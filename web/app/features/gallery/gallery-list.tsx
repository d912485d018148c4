import { useEffect, useState, type ReactNode } from "react";
import type { Design } from "./api";
import { DesignCard } from "./design-card";

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
    <ul className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
      {designs.map((d) => (
        <li key={d.id}>
          <DesignCard
            design={d}
            expanded={expanded === d.id}
            onToggle={() => setExpanded((cur) => (cur === d.id ? null : d.id))}
            video={d.ytUrl && renderVideo ? renderVideo(d) : null}
          />
        </li>
      ))}
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
