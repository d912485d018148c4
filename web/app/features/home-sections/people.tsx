import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Band } from "~/components/ui/band";
import { LazyImg } from "~/components/ui/lazy-img";
import type { Designer, Founder } from "~/content/team";

/** A band of people: its heading and intro, then their cards in a grid. */
function PeopleBand({ id, eyebrow, heading, text, className, gridClassName, children }: { id: string; eyebrow: string; heading: string; text: string; className: string; gridClassName: string; children: ReactNode }) {
  return (
    <Band id={id} eyebrow={eyebrow} title={heading} intro={text} className={className} containerClassName="">
      <ul className={gridClassName}>{children}</ul>
    </Band>
  );
}

/** A few of the designers a visitor may meet. */
export function Designers({ heading, text, designers }: { heading: string; text: string; designers: readonly Designer[] }) {
  return (
    <PeopleBand id="designers-heading" eyebrow="Our designers" heading={heading} text={text} className="section-y" gridClassName="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {designers.map((d) => (
        <Card as="li" padded={false} key={d.name} className="flex gap-5 p-5">
          <LazyImg src={d.image} alt={d.imageAlt} width={480} height={480} className="size-24 shrink-0 rounded-full bg-sand object-cover" />
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="text-lg text-ink">{d.name}</h3>
            <p className="text-sm font-semibold text-accent-ink">
              {d.role} · {d.experience}
            </p>
            <p className="text-sm text-ink-muted">{d.speciality}</p>
          </div>
        </Card>
      ))}
    </PeopleBand>
  );
}

/** The two founders with their stories. */
export function Founders({ heading, text, founders }: { heading: string; text: string; founders: readonly Founder[] }) {
  return (
    <PeopleBand id="founders-heading" eyebrow="Founders" heading={heading} text={text} className="section-y bg-limewash" gridClassName="mt-12 grid gap-8 lg:grid-cols-2">
      {founders.map((f) => (
        <Card as="li" padded={false} key={f.name} className="flex flex-col gap-6 p-7 sm:flex-row sm:items-start">
          <LazyImg src={f.image} alt={f.imageAlt} width={480} height={480} className="size-32 shrink-0 rounded-full bg-sand object-cover" />
          <div className="flex flex-col gap-2">
            <h3 className="text-2xl text-ink">{f.name}</h3>
            <p className="text-sm font-semibold text-accent-ink">{f.role}</p>
            <p className="text-base text-ink-muted">{f.bio}</p>
          </div>
        </Card>
      ))}
    </PeopleBand>
  );
}
