// Saved views: the list's filters kept under a name, per person; picking one opens the list with them.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FormError } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { deleteView, listViews, saveView, type SavedView } from "~/features/admin-leads/api";

/** The person's saved views, read once per page: the chips show them, the save form (in the filter panel) adds to them. */
export const useSavedViews = () => useAdminQuery("lead-views", (signal) => listViews(signal));

/** The saved views as a row of chips above the list; nothing while there are none. */
export function SavedViews({ query, views }: { query: string; views: ReturnType<typeof useSavedViews> }) {
  const submit = useAdminSubmit();
  const list = views.data?.views ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label="Saved views" className="flex flex-col gap-2">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {list.map((v) => (
          <li key={v.id} className="inline-flex shrink-0 items-center rounded-pill bg-white ring-1 ring-line ring-inset">
            <Link
              to={{ search: v.query ? `?${v.query}` : "" }}
              aria-current={v.query === query ? "page" : undefined}
              className="inline-flex min-h-11 items-center pr-1 pl-4 text-sm font-semibold whitespace-nowrap text-ink no-underline aria-[current=page]:text-accent-ink"
            >
              {v.name}
            </Link>
            <button
              type="button"
              aria-label={`Delete the view ${v.name}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill text-ink-muted hover:text-danger"
              onClick={() =>
                void submit.run(async () => {
                  await deleteView(v.id);
                  views.setData((d) => ({ views: d.views.filter((x) => x.id !== v.id) }));
                })
              }
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <FormError message={submit.error} />
    </section>
  );
}

/** "Save these filters as": the filters now in the address kept under a name, shown at once as a chip. */
export function SaveView({ query, onSaved }: { query: string; onSaved: (view: SavedView) => void }) {
  const [name, setName] = useState("");
  const submit = useAdminSubmit();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run(async () => {
          const a = await saveView(name, query);
          setName("");
          onSaved(a.view);
        });
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Save these filters as
        <input
          className="min-h-11 rounded-field border border-line bg-white px-3 text-sm font-normal"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Pune, new"
        />
      </label>
      <Button type="submit" variant="secondary" className="min-h-11" disabled={submit.busy || !name.trim()}>
        Save view
      </Button>
      <FormError message={submit.error} />
    </form>
  );
}
