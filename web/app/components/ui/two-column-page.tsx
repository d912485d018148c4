import type { ReactNode } from "react";
import { Container } from "./container";
import { PageHeader } from "./page-header";

/** An inner page whose header stands over two columns: what to know, then (wider on desktop) the form. */
export function TwoColumnPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16 lg:py-20">{children}</Container>
    </>
  );
}
