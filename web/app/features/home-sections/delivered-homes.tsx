import { CatalogPicture } from "~/components/ui/catalog-picture";
import { Band } from "~/components/ui/band";
import type { DeliveredHome } from "~/content/home";

/** A grid of recently delivered homes (built-in content, not the API); images load lazily below the fold. */
export function DeliveredHomes({ heading, intro, homes }: { heading: string; intro: string; homes: readonly DeliveredHome[] }) {
  return (
    <Band id="homes-heading" eyebrow="Delivered homes" title={heading} intro={intro} className="section-y" containerClassName="">
      <ul className="mt-12 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {homes.map((home) => (
          <li key={home.image.src} className="flex flex-col gap-4">
            <CatalogPicture
              image={{ url: home.image.src }}
              alt={home.image.alt}
              sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw"
              width={home.image.width}
              height={home.image.height}
              className="aspect-[4/3] h-auto w-full rounded-card bg-sand object-cover shadow-soft"
            />
            <div>
              <h3 className="text-xl text-ink">{home.title}</h3>
              <p className="mt-1 text-sm font-semibold tracking-wide text-ink-muted uppercase">{home.location}</p>
            </div>
          </li>
        ))}
      </ul>
    </Band>
  );
}
