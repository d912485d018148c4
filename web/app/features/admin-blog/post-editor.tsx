// One post's editor: its fields, cover, body and search fields beside its publishing, revisions and preview.
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormError, Notice, Panel, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { TextField } from "~/components/ui/text-field";
import { useAdminSubmit, useStaleEdit } from "~/lib/admin-api";
import { createPost, deletePost, updatePost, restoreRevision, type PostChange } from "./api";
import { BodyEditor } from "./body-editor";
import { useLeaveGuard } from "./leave-guard";
import { PhotoField } from "./photo-field";
import {
  BLOG_LIMITS,
  BLOG_MESSAGES,
  fieldError,
  fieldsOf,
  otherErrors,
  postPath,
  slugOf,
  slugProblem,
  type AdminPost,
  type PostFields,
  type PostSeo,
} from "./post";
import { PublishPanel, type PostAction } from "./publish-panel";
import { RevisionsPanel } from "./revisions-panel";
import { Counter, SeoPanel } from "./seo-panel";

/** The form's fields the server's field sentences are shown beside; others are listed above the actions. */
const FIELD_NAMES = ["title", "slug", "category", "author", "dateShown", "cover", "bodyHtml", "seo", "publishAt"];

const doneSentence: Record<PostAction["status"], string> = {
  keep: BLOG_MESSAGES.saved,
  draft: "Back to draft: only the back-office sees it.",
  scheduled: "Scheduled: it publishes itself at its time.",
  published: "Published: it is on /blogs now.",
  unpublished: "Unpublished: visitors no longer see it.",
};

export interface PostEditorProps {
  /** The post as read, or null for a new one. */
  first: AdminPost | null;
  /** A new post's fields (today's date, the person as author). */
  blank: PostFields;
  /** Categories to offer: the spec's four and those in use. */
  categories: readonly string[];
  /** A new post was saved: the page moves to its own address. */
  onCreated: (post: AdminPost, notice: string) => void;
  /** The post was deleted: the page moves to the list. */
  onDeleted: (notice: string) => void;
  /** After a stale save: read the post again. */
  onReload: () => void;
  /** The post as a visitor would see it. */
  renderPreview: (fields: PostFields) => ReactNode;
  /** The sentence to show first (after a new post was created). */
  initialNotice?: string;
}

export function PostEditor({ first, blank, categories, onCreated, onDeleted, onReload, renderPreview, initialNotice = "" }: PostEditorProps) {
  const [current, setCurrent] = useState(first);
  const [fields, setFields] = useState<PostFields>(() => (first ? fieldsOf(first) : blank));
  // What the server holds (or the blank form): leaving with anything else asks first.
  const [savedFields, setSavedFields] = useState(fields);
  const leave = useLeaveGuard(JSON.stringify(fields) !== JSON.stringify(savedFields));
  // A new post's address follows its title until the editor types one.
  const [slugTyped, setSlugTyped] = useState(first !== null);
  const [notice, setNotice] = useState(initialNotice);
  const [previewing, setPreviewing] = useState(false);
  // A restored revision replaces the body editor's text (a save keeps what is on screen).
  const [bodyKey, setBodyKey] = useState(0);
  const save = useAdminSubmit();
  const { stale, guard, reloadWith } = useStaleEdit();
  const categoryList = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: "center" });
  }, [refusals]);

  const set = (change: Partial<PostFields>) => setFields((f) => ({ ...f, ...change }));
  const setSeo = (change: Partial<PostSeo>) => setFields((f) => ({ ...f, seo: { ...f.seo, ...change } }));
  const err = (name: string) => fieldError(save.fields, name);

  async function act(action: PostAction) {
    setNotice("");
    const change: PostChange = { ...fields };
    if (action.status !== "keep") change.status = action.status;
    if (action.status === "scheduled") change.publishAt = action.publishAt;
    const ok = await save.run(async () => {
      if (!current) {
        const created = await createPost(fields);
        const next = action.status === "keep" ? created : await updatePost(created, { status: change.status, publishAt: change.publishAt });
        leave.pass();
        onCreated(next, doneSentence[action.status]);
        return;
      }
      const next = await guard(() => updatePost(current, change));
      setCurrent(next);
      setFields(fieldsOf(next));
      setSavedFields(fieldsOf(next));
      setNotice(doneSentence[action.status]);
    });
    if (!ok) setRefusals((n) => n + 1);
  }

  async function restore(revisionId: number) {
    if (!current) return;
    setNotice("");
    await save.run(async () => {
      const next = await guard(() => restoreRevision(current, revisionId));
      setCurrent(next);
      setFields(fieldsOf(next));
      setSavedFields(fieldsOf(next));
      setBodyKey((k) => k + 1);
      setNotice("Revision restored: the post reads as it did then.");
    });
  }

  async function remove() {
    if (!current) return;
    setNotice("");
    await save.run(async () => {
      await guard(() => deletePost(current));
      leave.pass();
      onDeleted(BLOG_MESSAGES.deleted);
    });
  }

  const slugChanged = current !== null && fields.slug !== current.slug && current.slug !== "";
  const slugError = err("slug") ?? (slugProblem(fields.slug) || undefined);
  const unplaced = otherErrors(save.fields, FIELD_NAMES);

  return (
    <form ref={formRef} onSubmit={(e) => e.preventDefault()} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <StaleNotice message={stale} onReload={reloadWith(onReload)} />
        <Panel title="Post">
          <div className="flex flex-col gap-4">
            <TextField
              label="Title"
              required
              value={fields.title}
              maxLength={BLOG_LIMITS.title}
              autoComplete="off"
              onChange={(e) => {
                const title = e.currentTarget.value;
                set(slugTyped ? { title } : { title, slug: slugOf(title) });
              }}
              hint={<Counter text={fields.title} limit={BLOG_LIMITS.title} />}
              error={err("title")}
            />
            <TextField
              label="Address"
              value={fields.slug}
              maxLength={BLOG_LIMITS.slug}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => {
                setSlugTyped(true);
                set({ slug: e.currentTarget.value.toLowerCase().replace(/\s+/g, "-") });
              }}
              hint={
                <>
                  <span className="[overflow-wrap:anywhere]">
                    {window.location.host}
                    {postPath(fields.slug || "…")}
                  </span>
                  {slugChanged ? (
                    <span className="mt-1 block font-semibold text-brass-ink">
                      The old address {postPath(current?.slug ?? "")} will send visitors and search engines to the new one.
                    </span>
                  ) : null}
                </>
              }
              error={slugError}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Category"
                className="sm:col-span-2"
                list={categoryList}
                value={fields.category}
                maxLength={BLOG_LIMITS.category}
                autoComplete="off"
                onChange={(e) => set({ category: e.currentTarget.value })}
                hint="Choose one or type a new one."
                error={err("category")}
              />
              <datalist id={categoryList}>
                {categories.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
              <TextField label="Author" value={fields.author} maxLength={BLOG_LIMITS.author} onChange={(e) => set({ author: e.currentTarget.value })} error={err("author")} />
              <TextField label="Date shown" type="date" value={fields.dateShown} onChange={(e) => set({ dateShown: e.currentTarget.value })} error={err("dateShown")} />
            </div>
            <PhotoField
              label="Cover photo"
              hint="At the top of the post and on its card in /blogs."
              photo={fields.cover}
              onChange={(cover) => set({ cover })}
              error={err("cover")}
              altRequired
            />
            <BodyEditor key={bodyKey} html={fields.bodyHtml} onChange={(bodyHtml) => set({ bodyHtml })} error={err("bodyHtml")} />
          </div>
        </Panel>
        <SeoPanel fields={fields} onSeo={setSeo} errors={save.fields} />
      </div>
      <aside aria-label="Publishing and revisions" className="flex flex-col gap-6 lg:sticky lg:top-4">
        <PublishPanel post={current} busy={save.busy} publishAtError={err("publishAt")} onAction={(a) => void act(a)} onPreview={() => setPreviewing(true)} onDelete={() => void remove()} />
        <div className="flex flex-col gap-3 empty:hidden">
          {unplaced.length > 0 ? <FormError message={unplaced.join(" ")} /> : null}
          <FormError message={save.error} />
          <Notice message={notice} />
        </div>
        {current ? <RevisionsPanel post={current} busy={save.busy} onRestore={(id) => void restore(id)} /> : null}
      </aside>
      {leave.dialog}
      {previewing ? <PreviewDialog onClose={() => setPreviewing(false)}>{renderPreview(fields)}</PreviewDialog> : null}
    </form>
  );
}

/** The post full-screen, as a visitor would see it, over the editor (which keeps everything typed). */
function PreviewDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <ModalDialog
      aria-labelledby={titleId}
      onDismiss={onClose}
      initialFocus={(d) => d.querySelector<HTMLElement>("button")}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ivory p-0 text-ink"
    >
      <div className="sticky top-0 z-30 flex items-center justify-between gap-3 bg-ink px-4 py-2 text-white">
        <p id={titleId} className="text-sm font-semibold">
          Preview: how visitors will see this post
        </p>
        <Button variant="secondary" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          Close preview
        </Button>
      </div>
      {children}
    </ModalDialog>
  );
}
