import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import { PhotoUploader } from "~/components/admin/photo-uploader";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { contactPlaceholderHint } from "~/content/contact-text";
import { siteContentConfig, type CityPageEdit } from "~/content/site-content";
import type { PublishedProject } from "./api";
import { heroPhoto, uploadPhoto } from "./api";
import { moved } from "./list-moves";

const limits = siteContentConfig.limits;

interface Props {
  page: CityPageEdit;
  /** The hero picture the page shows without an own photo (the built one, or the base city's). */
  builtImage: string;
  change: (c: Partial<CityPageEdit>) => void;
  err: (field: string) => string | undefined;
  /** The published projects to choose from; null while they load or when they could not be read. */
  published: readonly PublishedProject[] | null;
}

/** A city page's hero photo, experience centre and projects: each empty keeps what the page shows as built. */
export function CityOwnFields({ page, builtImage, change, err, published }: Props) {
  const [pick, setPick] = useState("");
  const chosen = page.projects ?? [];
  const name = (id: number) => published?.find((p) => p.id === id)?.name ?? `Project ${id} (no longer published)`;
  const choices = (published ?? []).filter((p) => !chosen.includes(p.id)).map((p) => ({ value: String(p.id), label: p.name }));
  const setProjects = (projects: number[]) => change({ projects });

  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Hero photo</legend>
        <img src={page.image || builtImage} alt="" width={320} height={180} className="aspect-[16/9] w-full max-w-xs rounded-card bg-sand object-cover" />
        <PhotoUploader upload={uploadPhoto} uploadFor={`city page ${page.slug}`} onUploaded={(photo) => change({ image: heroPhoto(photo) })} />
        {err("image") ? <p className="text-sm text-clay-ink">{err("image")}</p> : null}
        {page.image ? (
          <>
            <TextField label="Photo description (alt text)" hint="What the photo shows, for people who cannot see it." value={page.imageAlt ?? ""} maxLength={limits.imageAlt} onChange={(e) => change({ imageAlt: e.target.value })} error={err("imageAlt")} required />
            <Button variant="ghost" className="self-start text-clay-ink" onClick={() => change({ image: "", imageAlt: "" })}>
              Use the built picture
            </Button>
          </>
        ) : null}
      </fieldset>
      <TextArea label="Experience centre" hint={`Its name and address, shown in place of the built centres. Leave empty to keep them. ${contactPlaceholderHint}`} rows={3} value={page.centre ?? ""} maxLength={limits.centre} onChange={(e) => change({ centre: e.target.value })} error={err("centre")} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">Projects shown</legend>
        {chosen.length === 0 ? <p className="text-sm text-ink-muted">None: the page shows no projects section.</p> : null}
        <ol className="flex flex-col gap-2">
          {chosen.map((id, i) => (
            <li key={id} className="flex flex-wrap items-center gap-x-2 rounded-card bg-limewash px-3 py-1">
              <span className="min-w-0 flex-1 basis-40 py-2">{name(id)}</span>
              <span className="flex gap-1">
                <Button variant="ghost" aria-label={`Move ${name(id)} up`} disabled={i === 0} onClick={() => setProjects(moved(chosen, i, -1))}>
                  <ArrowUp aria-hidden="true" className="size-5" />
                </Button>
                <Button variant="ghost" aria-label={`Move ${name(id)} down`} disabled={i === chosen.length - 1} onClick={() => setProjects(moved(chosen, i, 1))}>
                  <ArrowDown aria-hidden="true" className="size-5" />
                </Button>
                <Button variant="ghost" aria-label={`Remove ${name(id)}`} className="text-clay-ink" onClick={() => setProjects(chosen.filter((x) => x !== id))}>
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
        {err("projects") ? <p className="text-sm text-clay-ink">{err("projects")}</p> : null}
        {published === null ? (
          <p className="text-sm text-ink-muted">The published projects could not be read; reload to choose them.</p>
        ) : chosen.length < limits.cityProjects && choices.length > 0 ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SelectField label="Add a project" placeholder="Choose a published project" options={choices} value={pick} onChange={(e) => setPick(e.target.value)} className="flex-1" />
            <Button
              variant="secondary"
              disabled={!pick}
              onClick={() => {
                setProjects([...chosen, Number(pick)]);
                setPick("");
              }}
            >
              Add project
            </Button>
          </div>
        ) : null}
      </fieldset>
    </>
  );
}
