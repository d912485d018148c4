import { CatalogPicture } from "~/components/ui/catalog-picture";
import contract from "~/content/contract.json";
import { cityText, siteContentConfig, type CityProject } from "~/content/site-content";

const texts = siteContentConfig.texts;

/**
 * The projects an editor chose for a city page, in the slot the server writes them into before any JavaScript
 * (internal/sitepages/city_projects.go writes this same markup); empty while none are chosen, as built.
 */
export function CityProjects({ name, projects }: { name: string; projects: readonly CityProject[] }) {
  return (
    <div id="city-projects">
      {projects.length > 0 ? (
        <section aria-labelledby="city-projects-heading" className="section-y">
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-5 sm:px-8 lg:px-12">
            <h2 id="city-projects-heading" className="text-title">
              {cityText("cityProjects", name, "")}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.map((p) => (
                <li key={p.id} className="flex flex-col gap-3">
                  {p.image ? (
                    <CatalogPicture
                      image={p.image}
                      alt={p.image.alt?.trim() || p.name}
                      sizes={siteContentConfig.cityProjectsSizes}
                      width={contract.catalogPage.imageWidth}
                      height={contract.catalogPage.imageHeight}
                      className="aspect-[4/3] w-full rounded-card object-cover shadow-soft"
                    />
                  ) : null}
                  <h3 className="text-xl leading-snug">{p.name}</h3>
                  <p className="text-base text-ink-muted">{texts.cityProjectLine.replaceAll("{location}", p.location).replaceAll("{designer}", p.designer)}</p>
                </li>
              ))}
            </ul>
            <a href="/recent-projects" className="inline-flex min-h-11 items-center self-start font-semibold text-accent-ink underline underline-offset-4">
              {texts.cityAllProjects}
            </a>
          </div>
        </section>
      ) : null}
    </div>
  );
}
