import { useSearchParams } from "react-router";
import { AdminHeading, StaleNotice } from "~/components/admin/admin-ui";
import { formatWhen } from "~/lib/admin-api";
import { subscribersApi } from "./api";
import { filterFrom } from "./list-filter";
import { HandledButton, HandledNote, ListFilterForm, ListFoot, useOfficeList } from "./office-list";

/** Newsletter subscribers, newest first; "handled" marks those added to the mailing tool. */
export function SubscribersPage() {
  const [params] = useSearchParams();
  const filter = filterFrom(params);
  const list = useOfficeList(subscribersApi, filter);
  return (
    <>
      <AdminHeading title="Subscribers">
        People who asked for the newsletter, newest first. Mark them handled once they are in your mailing tool. Times are India time.
      </AdminHeading>
      <ListFilterForm filter={filter} searchLabel="Search email" exportHref={subscribersApi.exportHref(filter)} />
      <StaleNotice message={list.stale} onReload={list.reload} />
      <ul aria-label="Subscribers" aria-busy={list.busy} className="flex max-w-5xl flex-col divide-y divide-line rounded-card bg-white shadow-soft empty:hidden">
        {list.rows.map((s) => (
          <li key={s.id} className="grid gap-2 px-4 py-3 sm:grid-cols-[1fr_auto] sm:items-center sm:px-5">
            <div className="min-w-0">
              <p className="font-semibold break-all">{s.email}</p>
              <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
                <span>{formatWhen(s.createdAt)}</span>
                {s.page ? <span>from {s.page}</span> : null}
                {s.unsubscribedAt ? <span className="font-semibold text-ink">Unsubscribed {formatWhen(s.unsubscribedAt)}</span> : null}
                <HandledNote row={s} />
              </p>
            </div>
            <HandledButton row={s} what={s.email} mark={subscribersApi.markHandled} guard={list.guard} onChanged={list.replace} />
          </li>
        ))}
      </ul>
      <ListFoot list={list} loading="Loading subscribers…" empty="No subscribers match." />
    </>
  );
}
