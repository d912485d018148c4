import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";

interface ListLink {
  to: string;
  label: string;
  arrow?: boolean;
}

/** A home section that shows a few of a list, with the link to all of it beside the heading. */
export function LinkedSection({ id, eyebrow, title, link, children }: { id: string; eyebrow: string; title: string; link: ListLink; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="section-y">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
          <Link to={link.to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-ink underline-offset-4 hover:underline">
            {link.label}
            {link.arrow ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
          </Link>
        </div>
        {children}
      </Container>
    </section>
  );
}
