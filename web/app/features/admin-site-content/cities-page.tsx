import { useState } from "react";
import { AdminHeading, Loaded, Panel, SaveBar, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { contactPlaceholderHint } from "~/content/contact-text";
import { cities } from "~/content/cities";
import { cityName, citySlugs, type CitySlug } from "~/content/paths";
import { siteContentConfig, type CityPageEdit } from "~/content/site-content";
import { useAdminQuery, useVersionedSave } from "~/lib/admin-api";
import { readCities, readPublishedProjects, saveCities, type CityList, type PublishedProject } from "./api";
import { CityOwnFields } from "./city-own-fields";

const limits = siteContentConfig.limits;
const bases = citySlugs.map((s) => ({ value: s, label: cityName(s) }));

/** A built-in city's texts as they stand, to edit. */
function builtEdit(slug: CitySlug): CityPageEdit {
  const c = cities[slug];
  return { slug, base: slug, name: c.displayName, metaTitle: c.metaTitle, metaDescription: c.metaDescription, heroIntro: c.heroIntro, typicalHomes: c.typicalHomes, climate: c.climate, localities: [...c.localities] };
}

/** The city pages: edit a built-in city's texts, or add a page of its own (/city/…), served complete within a few seconds. */
export function CitiesPage() {
  const list = useAdminQuery("site-cities", readCities);
  const published = useAdminQuery("published-projects", readPublishedProjects);
  return (
    <>
      <AdminHeading title="City pages">
        Each city page's texts, photo, experience centre and projects, and pages for new cities. An added page takes its layout from the
        city it is based on and shows in the menus and the sitemap.
      </AdminHeading>
      <Loaded query={list} loading="Loading the city pages…">
        {(first) => <CitiesEditor key={first.version} first={first} published={published.phase === "loading" ? [] : published.data} onStale={() => void list.reload()} />}
      </Loaded>
    </>
  );
}

function CitiesEditor({ first, published, onStale }: { first: CityList; published: readonly PublishedProject[] | null; onStale: () => void }) {
  const [draft, setDraft] = useState({ ...first, items: first.items ?? [] });
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState({ slug: "", name: "", base: "bangalore" });
  const { save, saved, stale, reloadWith, submit } = useVersionedSave();
  const items = draft.items;
  const shown: CityPageEdit[] = [...citySlugs.map((s) => items.find((c) => c.slug === s) ?? builtEdit(s)), ...items.filter((c) => !(citySlugs as readonly string[]).includes(c.slug))];
  const index = (slug: string) => items.findIndex((c) => c.slug === slug);

  function change(page: CityPageEdit, c: Partial<CityPageEdit>) {
    const next = { ...page, ...c };
    const i = index(page.slug);
    setDraft((d) => ({ ...d, items: i < 0 ? [...d.items, next] : d.items.map((x, k) => (k === i ? next : x)) }));
  }

  function add() {
    const slug = adding.slug.trim().toLowerCase();
    const name = adding.name.trim();
    const page: CityPageEdit = { slug, base: adding.base, name, metaTitle: `Home Interior Designers in ${name} | Nivaas Interiors`, metaDescription: "", heroIntro: "", typicalHomes: "", climate: "", localities: [] };
    setDraft((d) => ({ ...d, items: [...d.items, page] }));
    setOpen(slug);
    setAdding({ slug: "", name: "", base: adding.base });
  }

  return (
    <form onSubmit={submit(() => saveCities(draft), setDraft, siteContentConfig.messages.savedCities)} className="flex max-w-3xl flex-col gap-4" noValidate>
      <StaleNotice message={stale} onReload={reloadWith(onStale)} />
      <Panel title="Add a city page">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Address" hint="/city/ followed by this, such as coimbatore." value={adding.slug} maxLength={limits.citySlug} onChange={(e) => setAdding({ ...adding, slug: e.target.value })} />
          <TextField label="City name" value={adding.name} maxLength={limits.cityName} onChange={(e) => setAdding({ ...adding, name: e.target.value })} />
          <SelectField label="Based on" options={bases} value={adding.base} onChange={(e) => setAdding({ ...adding, base: e.target.value })} />
        </div>
        <Button variant="secondary" className="mt-4" onClick={add} disabled={!adding.slug.trim() || !adding.name.trim()}>
          Add city page
        </Button>
      </Panel>
      <ul className="flex flex-col gap-3">
        {shown.map((page) => {
          const i = index(page.slug);
          const err = (f: string) => (i < 0 ? undefined : save.fields[`items.${i}.${f}`]);
          const added = !(citySlugs as readonly string[]).includes(page.slug);
          return (
            <li key={page.slug} className="rounded-card bg-white p-4 shadow-soft ring-1 ring-line/70">
              <button type="button" onClick={() => setOpen(open === page.slug ? null : page.slug)} aria-expanded={open === page.slug} className="min-h-11 w-full text-left font-semibold">
                {page.name || page.slug}
                <span className="block text-sm font-normal text-ink-muted">
                  /city/{page.slug}
                  {added ? ` · added, based on ${cityName(page.base as CitySlug) ?? page.base}` : i >= 0 ? " · edited" : ""}
                </span>
              </button>
              {err("slug") ? <p className="text-sm text-clay-ink">{err("slug")}</p> : null}
              {open === page.slug ? (
                <div className="mt-4 flex flex-col gap-4">
                  <TextField label="City name" value={page.name} maxLength={limits.cityName} onChange={(e) => change(page, { name: e.target.value })} error={err("name")} />
                  <TextField label="Page title" value={page.metaTitle} maxLength={limits.metaTitle} onChange={(e) => change(page, { metaTitle: e.target.value })} error={err("metaTitle")} />
                  <TextArea label="Search description" rows={3} value={page.metaDescription} maxLength={limits.metaDescription} onChange={(e) => change(page, { metaDescription: e.target.value })} error={err("metaDescription")} />
                  <TextArea label="Introduction" hint={contactPlaceholderHint} rows={4} value={page.heroIntro} maxLength={limits.cityText} onChange={(e) => change(page, { heroIntro: e.target.value })} error={err("heroIntro")} />
                  <TextArea label="Typical homes" hint={contactPlaceholderHint} rows={3} value={page.typicalHomes} maxLength={limits.cityText} onChange={(e) => change(page, { typicalHomes: e.target.value })} error={err("typicalHomes")} />
                  <TextArea label="Climate and materials" hint={contactPlaceholderHint} rows={3} value={page.climate} maxLength={limits.cityText} onChange={(e) => change(page, { climate: e.target.value })} error={err("climate")} />
                  <TextArea
                    label="Localities"
                    hint="One a line."
                    rows={4}
                    value={page.localities.join("\n")}
                    onChange={(e) => change(page, { localities: e.target.value.split("\n").map((l) => l.trim()).filter(Boolean) })}
                    error={err("localities")}
                  />
                  <CityOwnFields page={page} builtImage={cities[page.base as CitySlug]?.image ?? ""} change={(c) => change(page, c)} err={err} published={published} />
                  {i >= 0 ? (
                    <Button variant="ghost" className="self-start text-clay-ink" onClick={() => setDraft((d) => ({ ...d, items: d.items.filter((c) => c.slug !== page.slug) }))}>
                      {added ? "Remove this page" : "Go back to the built texts"}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <SaveBar save={save} saved={saved} sticky>
        Save city pages
      </SaveBar>
    </form>
  );
}
