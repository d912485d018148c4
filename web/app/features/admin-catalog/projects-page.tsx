import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { projectsApi } from "./api";
import type { CatalogKind } from "./catalog-editor";
import { CatalogPage, type CatalogListProps } from "./catalog-page";
import { CatalogRow, EditButton } from "./catalog-row";
import { formatDay } from "~/lib/admin-dates";
import { PROPERTY_TYPES } from "~/lib/contract";
import { STUDIO_LIMITS, type AdminProject } from "./catalog";

/** The India date (YYYY-MM-DD) of a moment, for the date field. */
function indiaDate(iso: string | undefined): string {
  const d = iso ? new Date(iso) : new Date();
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(Number.isNaN(d.getTime()) ? new Date() : d);
}

/** Noon India time of a date, so the day reads the same in India and in UTC. */
function dateToISO(date: string): string {
  return `${date}T06:30:00Z`;
}

/** Recent projects as the studio edits them. */
const projectKind: CatalogKind<AdminProject, Record<"name" | "designer" | "area" | "propertyType" | "timeline" | "location" | "caseBrief" | "date", string>> = {
  noun: "project",
  api: projectsApi,
  intro: "A project appears on Recent projects once it is published.",
  published: "Published: it shows on Recent projects now.",
  unpublished: "Unpublished: it no longer shows on the website.",
  titleOf: (p) => p.name,
  formOf: (p) => ({
    name: p?.name ?? "",
    designer: p?.designer ?? "",
    area: p?.area ?? "",
    propertyType: p?.propertyType ?? "",
    timeline: p?.timeline ?? "",
    location: p?.location ?? "",
    caseBrief: p?.caseBrief ?? "",
    date: indiaDate(p?.createdAt),
  }),
  bodyOf: ({ date, ...rest }) => ({ ...rest, createdAt: dateToISO(date) }),
  errorKey: (name) => (name === "date" ? "createdAt" : name),
  fields: (field) => (
    <>
      <TextField label="Name" required maxLength={STUDIO_LIMITS.name} autoComplete="off" {...field("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Designer" maxLength={STUDIO_LIMITS.designer} autoComplete="off" {...field("designer")} />
        <TextField label="Area" hint="For example “1,250 sq ft”." maxLength={STUDIO_LIMITS.area} autoComplete="off" {...field("area")} />
        <SelectField label="Property type" options={PROPERTY_TYPES} placeholder="Choose one" {...field("propertyType")} />
        <TextField label="Timeline" hint="For example “45 days”." maxLength={STUDIO_LIMITS.timeline} autoComplete="off" {...field("timeline")} />
        <TextField label="Location" maxLength={STUDIO_LIMITS.location} autoComplete="off" {...field("location")} />
        <TextField label="Date" type="date" required {...field("date")} />
      </div>
      <TextArea label="Case brief" rows={5} maxLength={STUDIO_LIMITS.caseBrief} {...field("caseBrief")} />
    </>
  ),
};

function ProjectList({ items, editingId, onEdit }: CatalogListProps<AdminProject>) {
  if (items === null) return <p className="text-ink-muted">Loading projects…</p>;
  if (items.length === 0) return <p className="rounded-card bg-white p-4 text-ink-muted shadow-soft">No projects yet.</p>;
  return (
    <ul aria-label="Projects, newest first" className="flex flex-col gap-2">
      {items.map((p) => (
        <CatalogRow key={p.id} item={p} editing={p.id === editingId} heading={p.name || "Untitled"}>
          <div className="flex flex-wrap items-center justify-between gap-x-2">
            <span className="text-sm text-ink-muted">{[p.location, formatDay(p.createdAt)].filter(Boolean).join(" · ")}</span>
            <EditButton name={p.name} onClick={() => onEdit(p)} />
          </div>
        </CatalogRow>
      ))}
    </ul>
  );
}

/** Recent projects, newest first, with the editor beside (desktop) or below (phone). */
export function ProjectsPage() {
  return (
    <CatalogPage
      kind={projectKind}
      title="Projects"
      lead="Homes the company delivered, newest first. Drafts stay here until published."
      listQuery=""
      list={(props) => <ProjectList {...props} />}
    />
  );
}
