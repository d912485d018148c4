import { Card } from "~/components/ui/card";
import { Band } from "~/components/ui/band";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { LazyImg } from "~/components/ui/lazy-img";
import type { Award, Badge } from "~/content/home";

/** Supplier marks in a calm grid. */
export function Suppliers({ heading, intro, items }: { heading: string; intro: string; items: readonly Badge[] }) {
  return (
    <section aria-labelledby="suppliers-heading" className="section-y bg-limewash">
      <Container>
        <SectionHeading id="suppliers-heading" eyebrow="Materials" title={heading} intro={intro} align="center" />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {items.map((item) => (
            <Card as="li" padded={false} key={item.name} className="flex items-center justify-center p-4">
              <LazyImg src={item.image} alt={item.name} width={item.width} height={item.height} className="h-auto w-full max-w-[12rem]" />
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The awards, each with its title and year. */
export function Awards({ heading, intro, items }: { heading: string; intro: string; items: readonly Award[] }) {
  return (
    <Band id="awards-heading" eyebrow="Recognition" title={heading} intro={intro} className="section-y bg-limewash" containerClassName="">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((award) => (
          <Card as="li" padded={false} key={award.title} className="flex items-center gap-5 p-5">
            <LazyImg src={award.image} alt="" width={award.width} height={award.height} className="h-auto w-28 shrink-0 rounded-xl" />
            <div>
              <h3 className="font-sans text-base font-semibold text-ink">{award.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">
                {award.name}, {award.year}
              </p>
            </div>
          </Card>
        ))}
      </ul>
    </Band>
  );
}
