// The one page of the catalog editor: the list of a kind with the editor beside it (desktop) or below (phone).
import { useEffect, useState, type ReactNode } from "react";
import { AdminHeading, Loaded } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminQuery } from "~/lib/admin-api";
import { CatalogEditor, type CatalogItem, type CatalogKind } from "./catalog-editor";

/** What a kind's list is given: the items read, the one being edited, and how to open and reload. */
export interface CatalogListProps<T> {
  items: T[];
  editingId: number | null;
  onEdit: (item: T) => void;
  onChanged: () => void;
}

export function CatalogPage<T extends CatalogItem, F extends Record<string, string>>({
  kind,
  title,
  lead,
  listQuery,
  filters,
  list: render,
}: {
  kind: CatalogKind<T, F>;
  title: string;
  lead: string;
  /** The list's query (its filter); when it changes, the editor closes and the list reloads. */
  listQuery: string;
  filters?: ReactNode;
  list: (props: CatalogListProps<T>) => ReactNode;
}) {
  const list = useAdminQuery(`${kind.noun}?${listQuery}`, (signal) => kind.api.list(listQuery, signal));
  // The open editor and the item it started from (null: a new one); key changes when another copy is opened.
  const [editor, setEditor] = useState<{ key: number; item: T | null; id: number | null } | null>(null);
  const open = (item: T | null) => setEditor((e) => ({ key: (e?.key ?? 0) + 1, item, id: item?.id ?? null }));
  const load = list.reload;

  // Another filter: the editor of the old list closes.
  useEffect(() => setEditor(null), [listQuery]);

  return (
    <>
      <AdminHeading title={title}>{lead}</AdminHeading>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          {filters}
          {/* At the top of the list: with thirty designs, a button below them is a long scroll away. */}
          <Button onClick={() => open(null)} className="self-start">
            {`New ${kind.noun}`}
          </Button>
          <Loaded query={list} loading={`Loading ${kind.noun}s…`}>
            {(items) => render({ items, editingId: editor?.id ?? null, onEdit: open, onChanged: () => void load() })}
          </Loaded>
        </div>
        {editor ? (
          <CatalogEditor
            key={editor.key}
            kind={kind}
            item={editor.item}
            onSaved={(saved) => {
              setEditor((e) => (e ? { ...e, id: saved.id } : e));
              void load();
            }}
            onDeleted={() => {
              setEditor(null);
              void load();
            }}
            onReload={() => {
              const id = editor.id;
              void load().then((fresh) => {
                const again = fresh?.find((it) => it.id === id);
                if (again) open(again);
                else setEditor(null);
              });
            }}
            onClose={() => setEditor(null)}
          />
        ) : null}
      </div>
    </>
  );
}
