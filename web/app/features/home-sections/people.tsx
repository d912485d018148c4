import type { ReactNode } from "react";
import { Band } from "~/components/ui/band";
import { PersonCard, type PersonCardLook } from "~/components/ui/person-card";
import type { Designer, Founder } from "~/content/team";

/** A band of people: its heading and intro, then their cards in a grid. */
function PeopleBand({ id, eyebrow, heading, text, className, gridClassName, children }: { id: string; eyebrow: string; heading: string; text: string; className: string; gridClassName: string; children: ReactNode }) {
  return (
    <Band id={id} eyebrow={eyebrow} title={heading} intro={text} className={className} containerClassName="">
      <ul className={gridClassName}>{children}</ul>
    </Band>
  );
}

const designerLook: PersonCardLook = {
  card: "flex gap-5 p-5",
  photo: "size-24 shrink-0 rounded-full bg-sand object-cover",
  body: "flex min-w-0 flex-col gap-1",
  name: "text-lg text-ink",
  role: "text-sm font-semibold text-accent-ink",
  text: "text-sm text-ink-muted",
};

const founderLook: PersonCardLook = {
  card: "flex flex-col gap-6 p-7 sm:flex-row sm:items-start",
  photo: "size-32 shrink-0 rounded-full bg-sand object-cover",
  body: "flex flex-col gap-2",
  name: "text-2xl text-ink",
  role: "text-sm font-semibold text-accent-ink",
  text: "text-base text-ink-muted",
};

/** A few of the designers a visitor may meet. */
export function Designers({ heading, text, designers }: { heading: string; text: string; designers: readonly Designer[] }) {
  return (
    <PeopleBand id="designers-heading" eyebrow="Our designers" heading={heading} text={text} className="section-y" gridClassName="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {designers.map((d) => (
        <PersonCard key={d.name} as="li" padded={false} person={d} position={`${d.role} · ${d.experience}`} text={d.speciality} look={designerLook} />
      ))}
    </PeopleBand>
  );
}

/** The two founders with their stories. */
export function Founders({ heading, text, founders }: { heading: string; text: string; founders: readonly Founder[] }) {
  return (
    <PeopleBand id="founders-heading" eyebrow="Founders" heading={heading} text={text} className="section-y bg-limewash" gridClassName="mt-12 grid gap-8 lg:grid-cols-2">
      {founders.map((f) => (
        <PersonCard key={f.name} as="li" padded={false} person={f} position={f.role} text={f.bio} look={founderLook} />
      ))}
    </PeopleBand>
  );
}
