import { useState } from "react";
import { CatalogListStatus, FirstCardFrame } from "~/components/ui/first-photo-slot";
import type { Project } from "~/lib/recent-projects";
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

/** While the projects load: the first card's frame, holding the photo the server put in. */
export function FirstProjectFrame() {
  return <FirstCardFrame listClass={LIST_CLASS} cardClass={PROJECT_CARD_CLASS} slotClass="[&_img]:rounded-t-card" />;
}

/** "Loading..." or the empty text around the list. */
export function ProjectsStatus({ loading, empty }: { loading: boolean; empty: boolean }) {
  return <CatalogListStatus loading={loading} emptyText={empty ? "No recent projects to show yet. Please check back soon." : null} />;
}
