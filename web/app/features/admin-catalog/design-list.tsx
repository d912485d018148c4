import { useEffect, useRef, useState } from "react";
import { FormError } from "~/components/admin/admin-ui";
import type { CatalogListProps } from "./catalog-page";
import { CatalogRow, EditButton, rowButton } from "./catalog-row";
import { useAdminSubmit } from "~/lib/admin-api";
import { reorderDesigns } from "./api";
import { moved, type AdminDesign } from "./catalog";

/** The designs of one category and tier in gallery order, each with its status, Edit and Move up/down. */
export function DesignList({ items, category, type, editingId, onEdit, onChanged }: CatalogListProps<AdminDesign> & { category: string; type: string }) {
  const [order, setOrder] = useState<AdminDesign[]>(items);
  const { error, run } = useAdminSubmit();
  // The order on screen, ahead of React's state, so quick presses each move from the one before.
  const latest = useRef<AdminDesign[]>(order);
  // One save at a time; presses made during a save are sent together right after it.
  const saving = useRef(false);
  const unsaved = useRef(false);
  // After a move, the focus follows the design it moved (the list re-renders in the new order).
  const refocus = useRef<{ id: number; dir: "up" | "down" } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    latest.current = items;
    setOrder(latest.current);
  }, [items]);
  useEffect(() => {
    const want = refocus.current;
    if (!want || !list.current) return;
    refocus.current = null;
    const row = list.current.querySelector(`[data-design="${want.id}"]`);
    const buttons = row ? Array.from(row.querySelectorAll<HTMLButtonElement>("button[data-move]")) : [];
    (buttons.find((b) => b.dataset.move === want.dir && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  });

  async function save() {
    unsaved.current = true;
    if (saving.current) return;
    saving.current = true;
    while (unsaved.current) {
      unsaved.current = false;
      const ids = latest.current.map((d) => d.id);
      await run(() => reorderDesigns(category, type, ids));
    }
    saving.current = false;
    onChanged();
  }

  function move(id: number, delta: number) {
    // Never ignored while a save is under way: a keyboard user pressing Move up three times moves three places.
    const index = latest.current.findIndex((d) => d.id === id);
    if (index < 0) return;
    const next = moved(latest.current, index, delta);
    latest.current = next;
    refocus.current = { id, dir: delta < 0 ? "up" : "down" };
    setOrder(next);
    void save();
  }

  return (
    <div className="flex flex-col gap-2">
      <FormError message={error} />
      {order.length === 0 ? (
        <p className="rounded-card bg-white p-4 text-ink-muted shadow-soft">No designs in this category and tier yet.</p>
      ) : (
        <ol ref={list} aria-label="Designs in gallery order" className="flex flex-col gap-2">
          {order.map((d, i) => (
            <CatalogRow
              key={d.id}
              data-design={d.id}
              item={d}
              editing={d.id === editingId}
              heading={
                <>
                  <span className="text-ink-muted">{i + 1}. </span>
                  {d.title || "Untitled"}
                </>
              }
            >
              <div className="flex flex-wrap items-center gap-x-1">
                <EditButton name={d.title} onClick={() => onEdit(d)} />
                <button type="button" data-move="up" className={rowButton} disabled={i === 0} onClick={() => move(d.id, -1)}>
                  Move up<span className="sr-only"> {d.title}</span>
                </button>
                <button type="button" data-move="down" className={rowButton} disabled={i === order.length - 1} onClick={() => move(d.id, 1)}>
                  Move down<span className="sr-only"> {d.title}</span>
                </button>
              </div>
            </CatalogRow>
          ))}
        </ol>
      )}
    </div>
  );
}
