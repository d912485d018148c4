import type { ReactNode } from "react";
import { Container } from "./container";
import { SectionHeading } from "./section-heading";

export interface PageHeaderProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The opening band of an inner page: its one h1, a short intro and optional actions. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <header className="bg-limewash">
      <Container className="py-14 sm:py-20">
        <SectionHeading as="h1" eyebrow={eyebrow} title={title} intro={intro} />
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </Container>
    </header>
  );
}
