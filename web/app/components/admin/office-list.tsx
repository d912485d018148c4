// The frame the Messages and Subscribers pages share: filter, CSV link, paging and marking handled.
import { Download } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { FormError } from "~/components/admin/admin-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { adminApi, errorMessage, formatWhen, useAdminSubmit } from "~/lib/admin-api";
import { handledChoices, listQuery, OFFICE_LIMITS, pageQuery, replaceRow, type Handling, type HandledFilter, type ListFilter } from "~/lib/office-list";

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

/** One keyset-paged list of the API at base (key names the array in its answer). */
export function useOfficeList<T extends { id: number }>(base: string, key: string, filter: ListFilter) {
  const [rows, setRows] = useState<T[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const { q, handled } = filter; // primitives, so a filter rebuilt each render does not reload

  const load = useCallback(
    async (after: string | null) => {
      setBusy(true);
      setError("");
      try {
        const page = await adminApi<Record<string, unknown> & { next: string | null }>(base + listQuery({ q, handled }, after));
        const got = (page[key] ?? []) as T[];
        setRows((shown) => (after ? [...shown, ...got] : got));
        setNext(page.next);
        setLoaded(true);
      } catch (err) {
        setError(errorMessage(err));
      } finally {
        setBusy(false);
      }
    },
    [base, key, q, handled],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const replace = useCallback((changed: T) => setRows((shown) => replaceRow(shown, changed)), []);
  return { rows, next, loaded, busy, error, more: () => load(next), reload: () => load(null), replace };
}

/** Marks a row handled or not, with the version it was shown at; a stale one gets the server's sentence. */
export function HandledButton<T extends Handling & { id: number }>({
  row,
  path,
  answerKey,
  what,
  onChanged,
}: {
  row: T;
  path: string;
  answerKey: string;
  what: string;
  onChanged: (row: T) => void;
}) {
  const { busy, error, run } = useAdminSubmit();
  const handled = row.handledAt !== null;
  function toggle() {
    return run(async () => {
      const answer = await adminApi<Record<string, T>>(path, { method: "PATCH", body: { version: row.version, handled: !handled } });
      onChanged(answer[answerKey]);
    });
  }
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

/** The foot of a list: its error, a "show more" button, or the empty sentence. */
export function ListFoot({ shown, loaded, busy, error, next, more, empty }: { shown: number; loaded: boolean; busy: boolean; error: string; next: string | null; more: () => void; empty: ReactNode }) {
  return (
    <div className="mt-4 flex max-w-5xl flex-col items-start gap-3">
      <FormError message={error} />
      {loaded && shown === 0 ? <p className="text-ink-muted">{empty}</p> : null}
      {next ? (
        <Button variant="secondary" onClick={more} disabled={busy}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
