// The one editor of the catalog: each kind (designs, projects) gives only its fields and sentences.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Panel } from "~/components/admin/admin-ui";
import { PhotoList } from "./photo-list";
import { PublishActions, SaveOutcome, useCatalogSave } from "./catalog-form";
import { Button } from "~/components/ui/button";
import type { CatalogApi } from "./api";
import { imageErrors, type PublishStatus, type CatalogImage } from "./catalog";

/** What every design and project has. */
export interface CatalogItem {
  id: number;
  version: number;
  status: PublishStatus;
  images: CatalogImage[];
}

/** The props a text, select or text-area field of the form takes. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  error?: string;
}

/** One kind of the studio: its API, its words, and its form (texts only; photos and status are common). */
export interface CatalogKind<T extends CatalogItem, F extends Record<string, string>> {
  /** "design" or "project": the editor's title, the confirmation, and the key of the API's answer. */
  noun: "design" | "project";
  /** Its calls (api.ts). */
  api: CatalogApi<T>;
  /** What a new one's editor says under its title. */
  intro: string;
  /** The confirmations of publishing and unpublishing. */
  published: string;
  unpublished: string;
  titleOf: (item: T) => string;
  /** The form's texts for item, or a new one's. */
  formOf: (item: T | null) => F;
  /** The texts as the API takes them. */
  bodyOf: (form: F) => Record<string, unknown>;
  /** The server's name of a form field, where it differs. */
  errorKey?: (name: keyof F & string) => string;
  /** The kind's fields, in order. */
  fields: (field: (name: keyof F & string) => FieldProps) => ReactNode;
}

/** Focuses the first field the form marks in error and scrolls it to the middle of the screen (the sentence at the bottom alone is easy to miss). */
function focusFirstError(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}

/** Every field of one item; a new one when item is null. */
export function CatalogEditor<T extends CatalogItem, F extends Record<string, string>>({
  kind,
  item,
  onSaved,
  onDeleted,
  onReload,
  onClose,
}: {
  kind: CatalogKind<T, F>;
  item: T | null;
  onSaved: (item: T) => void;
  onDeleted: () => void;
  onReload: () => void;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState(item);
  const [form, setForm] = useState(() => kind.formOf(item));
  const [images, setImages] = useState<CatalogImage[]>(item?.images ?? []);
  // Set by a try to publish: then every photo without a description is marked (a draft saves without them).
  const [publishing, setPublishing] = useState(false);
  const { busy, error, fields, stale, notice, save } = useCatalogSave();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save, the first field in error takes the focus once it shows its sentence.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (refusals > 0) focusFirstError(formRef.current);
  }, [refusals]);

  const field = (name: keyof F & string): FieldProps => ({
    name,
    value: form[name],
    onChange: (e) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
    error: fields[kind.errorKey?.(name) ?? name],
  });

  const photoErrors = publishing || Object.keys(fields).some((k) => k.startsWith("image")) ? imageErrors(images, fields, publishing) : {};

  async function submit(status: PublishStatus) {
    // The server says everything missing at once (the title and every photo's description when publishing).
    setPublishing(status === "published");
    const body = { ...kind.bodyOf(form), images, status };
    const ok = await save(
      async () => {
        const saved = current ? await kind.api.update(current, body) : await kind.api.create(body);
        setCurrent(saved);
        onSaved(saved);
      },
      status === "published" ? kind.published : current?.status === "published" ? kind.unpublished : "Saved as a draft: only the back-office sees it.",
    );
    if (!ok) setRefusals((n) => n + 1);
  }

  async function remove() {
    if (!current) return;
    const ok = await save(() => kind.api.remove(current), "Deleted.");
    if (ok) onDeleted();
  }

  return (
    <Panel title={current ? `Edit ${kind.noun}` : `New ${kind.noun}`} className="scroll-mt-4">
      <h3 ref={heading} tabIndex={-1} className="-mt-2 mb-4 text-ink-muted outline-none">
        {current ? kind.titleOf(current) : kind.intro}
      </h3>
      <form ref={formRef} onSubmit={(e) => e.preventDefault()} noValidate className="flex flex-col gap-4">
        {kind.fields(field)}
        <PhotoList images={images} setImages={setImages} errors={photoErrors} uploadFor={current ? `${kind.noun} ${current.id}` : kind.noun} />
        <PublishActions status={current?.status ?? "draft"} isNew={!current} busy={busy} what={kind.noun} onSave={submit} onDelete={remove} />
        <SaveOutcome error={error} stale={stale} notice={notice} onReload={onReload} />
        <Button variant="ghost" onClick={onClose} className="self-start">
          Close the editor
        </Button>
      </form>
    </Panel>
  );
}
