// A page's titled band, the shape most sections of the public pages share.
import type { ComponentType, ReactNode } from "react";
import { Card } from "./card";
import { Container, type ContainerProps } from "./container";
import { SectionHeading } from "./section-heading";

export interface BandProps {
  /** The heading's id, which also names the section. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** The section's classes (its background and vertical rhythm). */
  className?: string;
  containerClassName?: string;
  size?: ContainerProps["size"];
  /** A link or button beside the heading (under it on phones). */
  action?: ReactNode;
  children: ReactNode;
}

/** A section named by its heading: the Container, the SectionHeading, then the content. */
export function Band({ id, title, eyebrow, intro, className, containerClassName = "flex flex-col gap-10", size, action, children }: BandProps) {
  const heading = <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />;
  return (
    <section aria-labelledby={id} className={className}>
      <Container size={size} className={containerClassName}>
        {action ? (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            {heading}
            {action}
          </div>
        ) : (
          heading
        )}
        {children}
      </Container>
    </section>
  );
}

/** A card of a grid led by a round badge with an icon, then its heading and text. */
export function IconCard({
  icon: Icon,
  badgeClassName,
  iconClassName,
  className,
  titleClassName,
  title,
  children,
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: "true" }>;
  badgeClassName: string;
  iconClassName: string;
  className: string;
  titleClassName: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card as="li" padded={false} className={className}>
      <span className={badgeClassName}>
        <Icon aria-hidden="true" className={iconClassName} />
      </span>
      <h3 className={titleClassName}>{title}</h3>
      {children}
    </Card>
  );
}
