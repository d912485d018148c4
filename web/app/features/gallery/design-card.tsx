import { Check } from "lucide-react";
import { useCallback, useId, useState, type ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { CardActions } from "~/components/ui/card-actions";
import type { Design } from "./api";
import { DesignImages } from "./design-images";

/** The card's own classes, shared with the frame the server's first photo is shown in before the page runs. */
export const DESIGN_CARD_CLASS = "flex flex-col gap-5 p-4 sm:p-5";

export interface DesignCardProps {
  design: Design;
  expanded: boolean;
  onToggle: () => void;
  /** The Watch Video toggle, given by the page when the design has a video. */
  video?: ReactNode;
  /** The first design on the page (its first image is fetched at once). */
  priority?: boolean;
}

/** One design: its images, title, video, the Explore more details and the quote link. */
export function DesignCard({ design, expanded, onToggle, video, priority }: DesignCardProps) {
  const [selected, setSelected] = useState(0);
  const select = useCallback((i: number) => setSelected(i), []);
  const detailsId = useId();
  const headingId = useId();
  return (
    <Card as="article" padded={false} aria-labelledby={headingId}  data-design={design.id} className={DESIGN_CARD_CLASS}>
      <DesignImages images={design.images} title={design.title} selected={selected} onSelect={select} priority={priority} />
      <div className="flex flex-col gap-4 px-1 pb-1">
        <h2 id={headingId} className="text-2xl leading-snug text-ink">
          {design.title}
        </h2>
        {video}
        <div id={detailsId} hidden={!expanded} className="flex flex-col gap-4">
          <p className="text-base text-ink-muted">{design.description}</p>
          {design.features.length > 0 ? (
            <div className="rounded-field bg-limewash p-5">
              <h3 className="mb-3 font-sans text-sm font-semibold tracking-[0.12em] text-ink uppercase">Special Features</h3>
              <ul className="flex flex-col gap-2">
                {design.features.map((f) => (
                  <li key={f} className="flex gap-2.5 text-base text-ink">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage-ink" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <CardActions expanded={expanded} details={detailsId} onToggle={onToggle} toggleLabel={expanded ? "Show less" : "Explore more"} quoteLabel="Get a Quote" />
      </div>
    </Card>
  );
}
