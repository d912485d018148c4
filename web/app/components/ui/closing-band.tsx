import type { ReactNode } from "react";
import { Container } from "./container";

/** A page's last, centred band: a heading, a line of text and the buttons that act on it. */
export function ClosingBand({ id, title, text, children }: { id: string; title: ReactNode; text: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-limewash section-y">
      <Container className="flex flex-col items-center gap-6 text-center">
        <h2 id={id} className="text-title text-ink">
          {title}
        </h2>
        <p className="max-w-2xl text-lg text-ink-muted">{text}</p>
        {children}
      </Container>
    </section>
  );
}
