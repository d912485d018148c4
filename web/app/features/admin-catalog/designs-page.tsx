import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { type CatalogKind } from "./catalog-editor";
import { CatalogPage } from "./catalog-page";
import { GALLERY_CATEGORIES, TIERS } from "~/lib/contract";
import { featuresFromText, STUDIO_LIMITS, type AdminDesign } from "./catalog";
import { designsApi } from "./api";
import { DesignList } from "./design-list";

const categoryOptions = GALLERY_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));

/** Designs as the studio edits them (spec section 3); a new one starts in the category and tier shown. */
function designKind(category: string, type: string): CatalogKind<AdminDesign, Record<"category" | "type" | "title" | "description" | "features" | "ytUrl", string>> {
  return {
    noun: "design",
    api: designsApi,
    intro: "A design appears in the gallery once it is published.",
    published: "Published: it shows in the gallery now.",
    unpublished: "Unpublished: it no longer shows in the gallery.",
    titleOf: (d) => d.title,
    formOf: (d) => ({
      category: d?.category ?? category,
      type: d?.type ?? type,
      title: d?.title ?? "",
      description: d?.description ?? "",
      features: d?.features.join("\n") ?? "",
      ytUrl: d?.ytUrl ?? "",
    }),
    bodyOf: (form) => ({ ...form, features: featuresFromText(form.features) }),
    fields: (field) => (
      <>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Category" options={categoryOptions} required {...field("category")} />
          <SelectField label="Tier" options={TIERS} required {...field("type")} />
        </div>
        <TextField label="Title" required maxLength={STUDIO_LIMITS.title} autoComplete="off" {...field("title")} />
        <TextArea label="Description" rows={4} maxLength={STUDIO_LIMITS.description} {...field("description")} />
        <TextArea label="Features" hint="One feature per line." rows={4} {...field("features")} />
        <TextField
          label="Video link"
          hint="Any YouTube link: watch, youtu.be, shorts or embed."
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={STUDIO_LIMITS.ytUrl}
          {...field("ytUrl")}
        />
      </>
    ),
  };
}

/** Designs of one category and tier, in gallery order, with the editor beside (desktop) or below (phone). */
export function DesignsPage() {
  const [params, setParams] = useSearchParams();
  const category = GALLERY_CATEGORIES.some((c) => c.slug === params.get("category")) ? params.get("category")! : GALLERY_CATEGORIES[0].slug;
  const type = TIERS.includes(params.get("type") ?? "") ? params.get("type")! : TIERS[0];
  const kind = useMemo(() => designKind(category, type), [category, type]);

  const choose = (name: "category" | "type", value: string) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(name, value);
      return next;
    });
  };

  return (
    <CatalogPage
      kind={kind}
      title="Designs"
      lead="The gallery’s designs, in the order visitors see them. Drafts stay here until published."
      listQuery={new URLSearchParams({ category, type }).toString()}
      filters={
        <div className="grid gap-3 rounded-card bg-white p-4 shadow-soft sm:grid-cols-2 xl:grid-cols-1">
          <SelectField label="Category" name="category" options={categoryOptions} value={category} onChange={(e) => choose("category", e.currentTarget.value)} />
          <SelectField label="Tier" name="type" options={TIERS} value={type} onChange={(e) => choose("type", e.currentTarget.value)} />
        </div>
      }
      list={(props) => <DesignList {...props} />}
    />
  );
}
