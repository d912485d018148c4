import { CalendarClock, Home, MapPin, Ruler } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { CardActions } from "~/components/ui/card-actions";
import { CatalogPicture } from "~/components/ui/catalog-picture";
import contract from "~/content/contract.json";
import { PROJECT_SIZES } from "~/lib/catalog-data";
import { projectName, type Project } from "~/lib/recent-projects";

const W = contract.catalogPage.imageWidth;
const H = contract.catalogPage.imageHeight;

/**
 * The card's own classes, shared with the frame the server's first photo is shown in before the page runs.
 * No overflow clip: the photo rounds its own corners, since a card clip ending at the frame's photo (snapped to
 * device pixels) trimmed it, and the card's untrimmed copy then counted as a new, later largest paint.
 */
export const PROJECT_CARD_CLASS = "flex flex-col";

export interface ProjectCardProps {
  project: Project;
  expanded: boolean;
  onToggle: () => void;
  /** The first project on the page: its photo is the largest paint, fetched at once. */
  priority?: boolean;
}

/** One delivered home: first image, name and designer; More Details opens the facts, the brief and every room. */
export function ProjectCard({ project, expanded, onToggle, priority }: ProjectCardProps) {
  const detailsId = useId();
  const headingId = useId();
  const name = projectName(project);
  const first = project.images[0];
  return (
    <Card as="article" padded={false} aria-labelledby={headingId} className={PROJECT_CARD_CLASS}>
      {first ? (
        <CatalogPicture
          image={first}
          alt={first.alt || name}
          sizes={PROJECT_SIZES}
          width={W}
          height={H}
          priority={priority}
          className="aspect-[4/3] w-full rounded-t-card bg-sand object-cover"
        />
      ) : null}
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div>
          <h2 id={headingId} className="text-2xl leading-snug text-ink">
            {name}
          </h2>
          <p className="mt-1 text-base text-ink-muted">
            Designed by <span className="font-semibold text-ink">{project.designer}</span>
          </p>
        </div>
        <div id={detailsId} hidden={!expanded} className="flex flex-col gap-5">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-4 rounded-field bg-limewash p-5">
            <Fact icon={<Ruler aria-hidden="true" className="size-4" />} label="Area" value={project.area} />
            <Fact icon={<Home aria-hidden="true" className="size-4" />} label="Property Type" value={project.propertyType} />
            <Fact icon={<CalendarClock aria-hidden="true" className="size-4" />} label="Timeline" value={project.timeline} />
            <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label="Location" value={project.location} />
          </dl>
          <div>
            <h3 className="mb-2 font-sans text-sm font-semibold tracking-[0.12em] text-ink uppercase">Case Brief</h3>
            <p className="text-base text-ink-muted">{project.caseBrief}</p>
          </div>
          {project.images.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3" aria-label={`Rooms of ${name}`}>
              {project.images.map((img, i) => (
                <li key={(img.media ?? img.url ?? "") + i}>
                  <CatalogPicture
                    image={img}
                    alt={img.alt || `${name}, image ${i + 1}`}
                    sizes="(min-width: 48rem) 24vw, 50vw"
                    width={W}
                    height={H}
                    className="aspect-[4/3] w-full rounded-field bg-sand object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <CardActions expanded={expanded} details={detailsId} onToggle={onToggle} toggleLabel="More Details" quoteLabel="Get Free Quote" className="mt-auto" />
      </div>
    </Card>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.1em] text-ink-muted uppercase">
        {icon}
        {label}
      </dt>
      <dd className="text-base font-semibold text-ink">{value}</dd>
    </div>
  );
}
