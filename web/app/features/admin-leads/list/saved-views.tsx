// Saved views: the list's filters kept under a name, per person; picking one opens the list with them.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FormError } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { deleteView, listViews, saveView } from "~/features/admin-leads/api";

export function SavedViews({ query }: { query: string }) {
  const views = useAdminQuery("lead-views", (signal) => listViews(signal));
  const [name, setName] = useState("");
  const submit = useAdminSubmit();
  const list = views.data?.views ?? [];
  return (
    <section aria-label="Saved views" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">Saved views:</span>
        {list.length === 0 ? <span className="text-sm text-ink-muted">none yet</span> : null}
        {list.map((v) => (
          <span key={v.id} className="inline-flex items-center rounded-pill bg-white ring-1 ring-line ring-inset">
            <Link
              to={{ search: v.query ? `?${v.query}` : "" }}
              aria-current={v.query === query ? "page" : undefined}
              className="inline-flex min-h-11 items-center px-4 text-sm font-semibold text-ink no-underline aria-[current=page]:text-accent-ink"
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
          </span>
        ))}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit.run(async () => {
            const a = await saveView(name, query);
            views.setData((d) => ({ views: [...d.views, a.view].sort((x, y) => x.name.localeCompare(y.name)) }));
            setName("");
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
      </form>
      <FormError message={submit.error} />
    </section>
  );
}
