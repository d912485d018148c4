import type { ReactNode } from "react";
import { Card, type CardProps } from "~/components/ui/card";
import { LazyImg } from "~/components/ui/lazy-img";

/** The classes of a person card's parts: each page sizes the photo and the type its own way. */
export interface PersonCardLook {
  card: string;
  photo: string;
  body: string;
  name: string;
  role: string;
  text: string;
}

/** One person of the studio: photo, name, what they do and a line about them. */
export function PersonCard({
  as,
  padded,
  person,
  position,
  text,
  look,
}: {
  as: CardProps["as"];
  padded?: boolean;
  person: { name: string; image: string; imageAlt: string };
  /** What they do (and for how long). */
  position: ReactNode;
  text: string;
  look: PersonCardLook;
}) {
  return (
    <Card as={as} padded={padded} className={look.card}>
      <LazyImg src={person.image} alt={person.imageAlt} width={480} height={480} className={look.photo} />
      <div className={look.body}>
        <h3 className={look.name}>{person.name}</h3>
        <p className={look.role}>{position}</p>
        <p className={look.text}>{text}</p>
      </div>
    </Card>
  );
}
