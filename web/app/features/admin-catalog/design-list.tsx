// The designs of one category and tier in gallery order: drag a row by its handle, or move it with its buttons
// (up, down, to the top, to the bottom, to a position). Each move is one request and one audit entry.
import { GripVertical } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormError } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useAdminSubmit } from "~/lib/admin-api";
import type { CatalogListProps } from "./catalog-page";
import { CatalogRow, EditButton, rowButton } from "./catalog-row";
import { moveDesign } from "./api";
import type { AdminDesign } from "./catalog";
import { useDragToMove } from "./drag-to-move";

export function DesignList({ items, editingId, onEdit, onChanged }: CatalogListProps<AdminDesign>) {
  const [order, setOrder] = useState<AdminDesign[]>(items);
  const { error, run } = useAdminSubmit();
  // Read out after each move, for people who cannot see the list change.
  const [announced, setAnnounced] = useState("");
  // The design whose "Move to…" choices are open.
  const [choosing, setChoosing] = useState<number | null>(null);
  // The order on screen, ahead of React's state and of the server, so quick presses each move from the one before.
  const latest = useRef<AdminDesign[]>(order);
  // Moves not yet sent, one at a time; a later move of the same design waiting behind replaces the earlier one.
  const queue = useRef<{ id: number; position: number }[]>([]);
  const saving = useRef(false);
  // After a move, the focus follows the design it moved (the list re-renders in the new order).
  const refocus = useRef<{ id: number; control: string } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const drag = useDragToMove(
    list,
    order.map((d) => d.id),
    (id, position) => moveTo(id, position),
  );

  useEffect(() => {
    // A list read before a move still unsaved is older than the screen: the reload after the last move brings it.
    if (saving.current || queue.current.length > 0) return;
    latest.current = items;
    setOrder(latest.current);
  }, [items]);
  useEffect(() => {
    const want = refocus.current;
    if (!want || !list.current) return;
    refocus.current = null;
    const row = list.current.querySelector(`[data-design="${want.id}"]`);
    const buttons = row ? Array.from(row.querySelectorAll<HTMLButtonElement>("button[data-move]")) : [];
    (buttons.find((b) => b.dataset.move === want.control && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  });

  async function send() {
    if (saving.current) return;
    saving.current = true;
    let ok = true;
    while (ok && queue.current.length > 0) {
      const { id, position } = queue.current.shift()!;
      const design = latest.current.find((d) => d.id === id);
      if (design) ok = await run(() => moveDesign(design, position));
    }
    queue.current = [];
    saving.current = false;
    // The list as the server has it: after a refusal too, so the screen never shows an order that was not saved.
    onChanged();
  }

  /** Moves design id to position (from 1) on screen at once, and queues the request. */
  function moveTo(id: number, position: number, control?: string) {
    const from = latest.current.findIndex((d) => d.id === id);
    const to = Math.min(Math.max(Math.round(position), 1), latest.current.length) - 1;
    if (from < 0 || to === from) return;
    const next = [...latest.current];
    const [design] = next.splice(from, 1);
    next.splice(to, 0, design);
    latest.current = next;
    refocus.current = control ? { id, control } : null;
    setOrder(next);
    setAnnounced(`Moved ${design.title || "Untitled"} to position ${to + 1} of ${next.length}.`);
    const last = queue.current.at(-1);
    if (last?.id === id) last.position = to + 1;
    else queue.current.push({ id, position: to + 1 });
    void send();
  }

  return (
    <div className="flex flex-col gap-2">
      <FormError message={error} />
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      {order.length === 0 ? (
        <p className="rounded-card bg-white p-4 text-ink-muted shadow-soft">No designs in this category and tier yet.</p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">Drag a design by its handle, or use its Move buttons.</p>
          <ol ref={list} aria-label="Designs in gallery order" className="flex flex-col gap-2">
            {order.map((d, i) => (
              <CatalogRow
                key={d.id}
                data-design={d.id}
                item={d}
                editing={d.id === editingId}
                style={drag.rowStyle(i, d.id)}
                className={drag.dragging === d.id ? "shadow-lift ring-2 ring-accent" : undefined}
                handle={
                  <span
                    aria-hidden="true"
                    title="Drag to move"
                    data-drag-handle={d.id}
                    className="flex min-h-11 w-8 cursor-grab touch-none items-center justify-center rounded-field text-ink-muted select-none hover:bg-limewash active:cursor-grabbing"
                    {...drag.handle(d.id)}
                  >
                    <GripVertical className="size-5" />
                  </span>
                }
                heading={
                  <>
                    <span className="text-ink-muted">{i + 1}. </span>
                    {d.title || "Untitled"}
                  </>
                }
              >
                {/* Under the picture and the title: the four buttons fit on one line of the narrow list column. */}
                <div className="col-span-2 col-start-2 -ml-2 flex flex-wrap items-center gap-x-1">
                  <EditButton name={d.title} onClick={() => onEdit(d)} />
                  <button type="button" data-move="up" className={rowButton} disabled={i === 0} onClick={() => moveTo(d.id, i, "up")}>
                    Move up<span className="sr-only"> {d.title}</span>
                  </button>
                  <button type="button" data-move="down" className={rowButton} disabled={i === order.length - 1} onClick={() => moveTo(d.id, i + 2, "down")}>
                    Move down<span className="sr-only"> {d.title}</span>
                  </button>
                  <button
                    type="button"
                    data-move="choose"
                    className={rowButton}
                    aria-expanded={choosing === d.id}
                    disabled={order.length < 2}
                    onClick={() => setChoosing((c) => (c === d.id ? null : d.id))}
                  >
                    Move to…<span className="sr-only"> {d.title}</span>
                  </button>
                </div>
                {choosing === d.id ? (
                  <MoveChoices
                    design={d}
                    index={i}
                    count={order.length}
                    onMove={(position) => {
                      setChoosing(null);
                      moveTo(d.id, position, "choose");
                    }}
                  />
                ) : null}
              </CatalogRow>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/** The keyboard's (and anyone's) way to move far in one step: to the top, to the bottom, or to a numbered place. */
function MoveChoices({ design, index, count, onMove }: { design: AdminDesign; index: number; count: number; onMove: (position: number) => void }) {
  const [place, setPlace] = useState(String(index + 1));
  const wanted = Number(place);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= count;
  const name = design.title || "Untitled";
  return (
    <div role="group" aria-label={`Move ${name}`} className="col-span-2 col-start-2 mt-1 flex flex-wrap items-end gap-2 rounded-field bg-limewash p-3">
      <Button variant="secondary" disabled={index === 0} onClick={() => onMove(1)}>
        Move to top
      </Button>
      <Button variant="secondary" disabled={index === count - 1} onClick={() => onMove(count)}>
        Move to bottom
      </Button>
      <div className="flex items-end gap-2">
        <TextField
          label={`Position (1–${count})`}
          type="number"
          inputMode="numeric"
          min={1}
          max={count}
          value={place}
          className="w-28"
          onChange={(e) => setPlace(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && valid) onMove(wanted);
          }}
        />
        <Button aria-label={`Move to position ${place}`} disabled={!valid || wanted === index + 1} onClick={() => onMove(wanted)}>
          Move
        </Button>
      </div>
    </div>
  );
}
