// The frame the Messages and Subscribers pages share: filter, CSV link, paging and marking handled.
import { Download } from "lucide-react";
import { useCallback, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { FormError, Loaded } from "~/components/admin/admin-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { formatWhen, useAdminQuery, useAdminSubmit, useStaleEdit } from "~/lib/admin-api";
import type { OfficeApi } from "./api";
import { handledChoices, listQuery, OFFICE_LIMITS, pageQuery, replaceRow, type Handling, type HandledFilter, type ListFilter } from "./list-filter";

/** The search and handled filter of a list, kept in the page's address; and the CSV of the same filter. */
export function ListFilterForm({ filter, searchLabel, exportHref }: { filter: ListFilter; searchLabel: string; exportHref: string }) {
  const navigate = useNavigate();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: ListFilter = { q: String(form.get("q") ?? ""), handled: String(form.get("handled")) as HandledFilter };
    void navigate({ search: pageQuery(next) }, { replace: true });
  }
  return (
    <form role="search" onSubmit={onSubmit} className="mb-4 grid max-w-5xl gap-3 sm:grid-cols-[1fr_12rem_auto_auto] sm:items-end">
      <TextField label={searchLabel} name="q" type="search" defaultValue={filter.q} maxLength={OFFICE_LIMITS.search} autoComplete="off" />
      <SelectField label="Show" name="handled" defaultValue={filter.handled} options={handledChoices} />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      <a href={exportHref} download className={buttonClass("secondary")}>
        <Download aria-hidden="true" className="size-4" />
        Download CSV
      </a>
    </form>
  );
}

/** One keyset-paged list: the first page read for the filter, "show more" by cursor, rows replaced after a change. */
export function useOfficeList<T extends Handling & { id: number }>(api: OfficeApi<T>, filter: ListFilter) {
  const query = useAdminQuery(listQuery(filter), (signal) => api.list(filter, null, signal));
  const more = useAdminSubmit();
  const stale = useStaleEdit();
  const next = query.data?.next ?? null;
  const { setData } = query;
  const replace = useCallback((changed: T) => setData((page) => ({ ...page, rows: replaceRow(page.rows, changed) })), [setData]);
  const showMore = () =>
    more.run(async () => {
      const page = await api.list(filter, next);
      setData((shown) => ({ rows: [...shown.rows, ...page.rows], next: page.next }));
    });
  const reload = () => {
    stale.clear();
    void query.reload();
  };
  return {
    /** The read itself, for Loaded in the list's foot. */
    query,
    rows: query.data?.rows ?? [],
    busy: query.phase === "loading" || more.busy,
    moreBusy: more.busy,
    moreError: more.error,
    more: showMore,
    replace,
    stale: stale.stale,
    guard: stale.guard,
    reload,
  };
}

/** Marks a row handled or not, with the version it was shown at; a stale one goes to the page's stale notice. */
export function HandledButton<T extends Handling & { id: number }>({
  row,
  what,
  mark,
  guard,
  onChanged,
}: {
  row: T;
  what: string;
  mark: (row: T, handled: boolean) => Promise<T>;
  guard: <R>(call: () => Promise<R>) => Promise<R>;
  onChanged: (row: T) => void;
}) {
  const { busy, error, run } = useAdminSubmit();
  const handled = row.handledAt !== null;
  const toggle = () => run(async () => onChanged(await guard(() => mark(row, !handled))));
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant={handled ? "ghost" : "secondary"} onClick={toggle} disabled={busy} aria-label={`${handled ? "Mark not handled" : "Mark handled"}: ${what}`}>
        {handled ? "Mark not handled" : "Mark handled"}
      </Button>
      <FormError message={error} />
    </div>
  );
}

/** "Handled by Asha, 23 Nov 2026, 3:50 pm" or "Not handled". */
export function HandledNote({ row }: { row: Handling }) {
  if (!row.handledAt) return <span className="font-semibold text-accent-ink">Not handled</span>;
  return (
    <span className="text-success">
      Handled{row.handledBy ? ` by ${row.handledBy.name}` : ""}, {formatWhen(row.handledAt)}
    </span>
  );
}

/** The foot of a list: the read's loading line or error (Loaded), then the empty sentence or a "show more" button. */
export function ListFoot<T extends Handling & { id: number }>({ list, loading, empty }: { list: ReturnType<typeof useOfficeList<T>>; loading: string; empty: ReactNode }) {
  return (
    <div className="mt-4 flex max-w-5xl flex-col items-start gap-3">
      <Loaded query={list.query} loading={loading}>
        {({ rows, next }) => (
          <>
            <FormError message={list.moreError} />
            {rows.length === 0 ? <p className="text-ink-muted">{empty}</p> : null}
            {next ? (
              <Button variant="secondary" onClick={list.more} disabled={list.moreBusy}>
                Show more
              </Button>
            ) : null}
          </>
        )}
      </Loaded>
    </div>
  );
}
