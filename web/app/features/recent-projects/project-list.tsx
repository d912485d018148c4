import { useState } from "react";
import type { Project } from "./api";
import { ProjectCard } from "./project-card";

/** The projects on screen, two columns on desktop; one is expanded at a time. */
export function ProjectList({ projects }: { projects: Project[] }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <ul className="grid items-start gap-6 md:grid-cols-2 lg:gap-8">
      {projects.map((p) => (
        <li key={p.id}>
          <ProjectCard project={p} expanded={expanded === p.id} onToggle={() => setExpanded((cur) => (cur === p.id ? null : p.id))} />
        </li>
      ))}
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
