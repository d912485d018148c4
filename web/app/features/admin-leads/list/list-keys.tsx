// Keyboard shortcuts of the lead list, and the help screen that lists them (?). They never fire while typing.
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";

const SHORTCUTS: { keys: string; does: string }[] = [
  { keys: "j", does: "Next lead" },
  { keys: "k", does: "Previous lead" },
  { keys: "Enter", does: "Open the lead" },
  { keys: "x", does: "Select or unselect the lead" },
  { keys: "a", does: "Assign: select the lead and go to “Assign to”" },
  { keys: "?", does: "Show these shortcuts" },
];

/** True while the person types: in a field, a list box or anything editable. */
export function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

interface ListKeyActions {
  next: () => void;
  previous: () => void;
  open: () => void;
  toggle: () => void;
  assign: () => void;
  help: () => void;
}

export function useListKeys(actions: ListKeyActions) {
  const ref = useRef(actions);
  useEffect(() => {
    ref.current = actions;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      if (document.querySelector("dialog[open]")) return;
      const a = ref.current;
      const act: Record<string, () => void> = { j: a.next, k: a.previous, x: a.toggle, a: a.assign, "?": a.help };
      // Enter opens the lead only from the page itself: on a link or button it does what that control does.
      if (e.key === "Enter" && (e.target === document.body || e.target === null)) act.Enter = a.open;
      const run = act[e.key];
      if (!run) return;
      e.preventDefault();
      run();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

export function ShortcutHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby="shortcut-title" onClose={onClose} className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card bg-white p-6 shadow-soft backdrop:bg-ink/40">
      <h2 id="shortcut-title" className="font-display text-xl">
        Keyboard shortcuts
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Keys of the lead list</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4">
              Key
            </th>
            <th scope="col" className="py-1">
              What it does
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys} className="border-t border-line">
              <td className="py-2 pr-4">
                <kbd className="rounded-field bg-limewash px-2 py-0.5 font-mono">{s.keys}</kbd>
              </td>
              <td className="py-2">{s.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-ink-muted">Shortcuts do nothing while you type in a field.</p>
      <Button className="mt-4" onClick={onClose}>
        Close
      </Button>
    </dialog>
  );
}
