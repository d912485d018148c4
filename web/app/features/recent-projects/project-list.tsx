import { useState } from "react";
import { Card } from "~/components/ui/card";
import { FirstPhotoSlot } from "~/components/ui/first-photo-slot";
import { cn } from "~/lib/cn";
import type { Project } from "./api";
import { PROJECT_CARD_CLASS, ProjectCard } from "./project-card";

const LIST_CLASS = "grid items-start gap-6 md:grid-cols-2 lg:gap-8";

/** The projects on screen, two columns on desktop; one is expanded at a time. */
export function ProjectList({ projects }: { projects: Project[] }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <ul className={LIST_CLASS}>
      {projects.map((p, i) => (
        <li key={p.id}>
          <ProjectCard
            project={p}
            expanded={expanded === p.id}
            onToggle={() => setExpanded((cur) => (cur === p.id ? null : p.id))}
            priority={i === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * While the projects load: the first card's frame, where the list's first card will be, holding the photo the
 * server put in (so it shows before any script runs); not shown when the server put none.
 */
export function FirstProjectFrame() {
  return (
    <ul className={cn(LIST_CLASS, "hidden has-[img]:grid")}>
      <li>
        <Card padded={false} className={PROJECT_CARD_CLASS}>
          <FirstPhotoSlot className="[&_img]:rounded-t-card" />
        </Card>
      </li>
    </ul>
  );
}

/** "Loading..." or the empty text around the list. */
export function ProjectsStatus({ loading, empty }: { loading: boolean; empty: boolean }) {
  if (loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-24 text-lg text-ink-muted">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none" />
        Loading...
      </p>
    );
  }
  if (empty) {
    return (
      <p role="status" className="mx-auto max-w-xl rounded-card bg-limewash px-6 py-16 text-center text-lg text-ink-muted">
        No recent projects to show yet. Please check back soon.
      </p>
    );
  }
  return null;
}
