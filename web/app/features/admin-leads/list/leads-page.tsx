// /admin/leads: the leads list, newest first, with its filters in the address bar and new leads arriving by themselves.
import { CalendarClock, Download, Keyboard, Upload } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormError, Loaded } from "~/components/admin/admin-ui";
import { Button, buttonClass, ButtonLink } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { Me } from "~/lib/admin-api";
import { FilterPanel, SearchBox } from "./filter-panel";
import { indiaToday } from "~/features/admin-leads/parts/lead-dates";
import { exportHref } from "~/features/admin-leads/api";
import { filtersToParams, parseFilters, type LeadFilters } from "~/features/admin-leads/lead-filters";
import { LeadCards, LeadTable } from "./lead-list";
import type { LeadSummary, StaffRef, StatusCounts } from "~/features/admin-leads/lead-types";
import { BulkBar } from "./bulk-bar";
import { ShortcutHelp, useListKeys } from "./list-keys";
import { SavedViews, SaveView, useSavedViews } from "./saved-views";
import { useLeadList } from "./use-lead-list";
import { useMediaQuery, WIDE } from "~/features/admin-leads/parts/use-media-query";
import { LEAD_STATUSES } from "~/features/admin-leads/vocabulary";

/**
 * The people to filter by and assign to: the server's team (every active sales person and owner, sent with the
 * first page), and only until it arrives the signed-in person and those the loaded leads name.
 */
function staffChoices(me: Me, staff: StaffRef[] | null, leads: LeadSummary[]): StaffRef[] {
  if (staff) return staff;
  const seen = new Map<number, StaffRef>([[me.id, { id: me.id, name: me.name }]]);
  for (const l of leads) if (l.assignee) seen.set(l.assignee.id, l.assignee);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function StatusTabs({ filters, counts }: { filters: LeadFilters; counts: StatusCounts | null }) {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const tabs = [{ value: "", label: "All", count: total }, ...LEAD_STATUSES.map((s) => ({ value: s.value, label: s.label, count: counts ? counts[s.value] : null }))];
  return (
    <nav aria-label="Lead status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1.5 pb-1">
        {tabs.map((t) => {
          const current = filters.status === t.value;
          const query = filtersToParams({ ...filters, status: t.value }).toString();
          return (
            <li key={t.value || "all"}>
              <Link
                to={{ search: query ? `?${query}` : "" }}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-pill px-4 text-sm font-semibold whitespace-nowrap no-underline ring-1 ring-inset",
                  current ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-line hover:bg-limewash",
                )}
              >
                {t.label}
                <span className={cn("tabular-nums", current ? "text-white/80" : "text-ink-muted")}>{t.count ?? "…"}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function LeadsPage({ me }: { me: Me }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const query = filtersToParams(filters).toString();
  const list = useLeadList(query);
  const wide = useMediaQuery(WIDE);
  const today = indiaToday();
  const freshCount = list.fresh.size;

  const apply = (next: LeadFilters) => setSearchParams(filtersToParams(next));
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [active, setActive] = useState<number | null>(null);
  const [help, setHelp] = useState(false);
  useEffect(() => {
    setSelected(new Set());
    setActive(null);
  }, [query]);
  const ids = list.leads.map((l) => l.id);
  const toggle = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (!n.delete(id)) n.add(id);
      return n;
    });
  const move = (by: number) => {
    if (ids.length === 0) return;
    const i = active === null ? -1 : ids.indexOf(active);
    const next = ids[Math.min(ids.length - 1, Math.max(0, i + by))];
    setActive(next);
    document.querySelector(`[data-lead-id="${next}"]`)?.scrollIntoView({ block: "nearest" });
  };
  useListKeys({
    next: () => move(1),
    previous: () => move(active === null ? 1 : -1),
    open: () => {
      if (active !== null) void navigate(`/admin/leads/${active}`);
    },
    toggle: () => {
      if (active !== null) toggle(active);
    },
    assign: () => {
      if (active !== null) setSelected((s) => new Set(s).add(active));
      window.setTimeout(() => document.getElementById("bulk-assign")?.focus(), 0);
    },
    help: () => setHelp(true),
  });
  const staff = staffChoices(me, list.staff, list.leads);
  const views = useSavedViews();
  const mayImport = me.permissions.includes("settings");

  // Rows come first: the heading shares its line with "Due today", filters and saving a view fold into one panel,
  // saved views are chips, and the rarer actions (export, import, shortcuts) sit at the right of the heading on a
  // desk and after the list on a phone.
  const actions = (
    <div className="flex flex-wrap gap-2">
      {/* A plain link: the browser downloads the CSV with the session cookie. */}
      <a href={exportHref(filters)} download className={buttonClass("secondary", "md", "min-h-11")}>
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </a>
      <a href={exportHref(filters, "xlsx")} download className={buttonClass("secondary", "md", "min-h-11")}>
        <Download aria-hidden="true" className="size-4" />
        Export Excel
      </a>
      {mayImport ? (
        <ButtonLink to="/admin/leads/import" variant="secondary" className="min-h-11">
          <Upload aria-hidden="true" className="size-4" />
          Import CSV
        </ButtonLink>
      ) : null}
      {wide ? (
        <Button variant="ghost" className="min-h-11" onClick={() => setHelp(true)}>
          <Keyboard aria-hidden="true" className="size-4" />
          Shortcuts
        </Button>
      ) : null}
    </div>
  );

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-3xl">Leads</h1>
        <ButtonLink to="/admin/leads/due" variant="secondary" className="min-h-11">
          <CalendarClock aria-hidden="true" className="size-4" />
          Due today
        </ButtonLink>
        {wide ? <div className="ml-auto">{actions}</div> : null}
      </div>
      <div className="flex max-w-7xl flex-col gap-3">
        <div className="relative flex items-end gap-2">
          <SearchBox filters={filters} onApply={apply} />
          <FilterPanel filters={filters} staff={staff} onApply={apply}>
            {(close) => (
              <SaveView
                query={query}
                onSaved={(view) => {
                  views.setData((d) => ({ views: [...d.views, view].sort((x, y) => x.name.localeCompare(y.name)) }));
                  close();
                }}
              />
            )}
          </FilterPanel>
        </div>
        <StatusTabs filters={filters} counts={list.counts} />
        <SavedViews query={query} views={views} />
        <ShortcutHelp open={help} onClose={() => setHelp(false)} />
        {list.leads.length > 0 ? (
          <BulkBar
            leads={list.leads}
            selected={selected}
            staff={staff}
            onSelect={setSelected}
            onDone={(changed) => {
              const byId = new Map(changed.map((l) => [l.id, l]));
              list.query.setData((d) => ({ ...d, leads: d.leads.map((l) => byId.get(l.id) ?? l) }));
              setSelected(new Set());
            }}
          />
        ) : null}
        {filters.q ? (
          <p className="text-sm">
            Showing leads matching “{filters.q}”.{" "}
            <button type="button" className="font-semibold text-accent-ink underline underline-offset-4" onClick={() => apply({ ...filters, q: "" })}>
              Clear search
            </button>
          </p>
        ) : null}
        {/* Polite: the count of new leads is read out when it changes, without interrupting. */}
        {/* Out of the layout while empty, so it leaves no gap; still in place for the announcement. */}
        <div role="status" aria-live="polite" className={freshCount ? "text-sm font-semibold text-accent-ink" : "sr-only"}>
          {freshCount ? `${freshCount} new ${freshCount === 1 ? "lead" : "leads"} since you opened this list` : ""}
        </div>
        <Loaded query={list.query} loading="Loading leads…">
          {({ leads, next, fresh }) => (
            <>
              <FormError message={list.more.error} />
              {leads.length === 0 ? (
                <p className="rounded-card bg-white p-6 text-ink-muted shadow-soft">{query ? "No leads match these filters." : "No leads yet. New requests from the website appear here."}</p>
              ) : wide ? (
                <LeadTable leads={leads} fresh={fresh} today={today} staffName={me.name} selected={selected} onToggle={toggle} active={active} />
              ) : (
                <LeadCards leads={leads} fresh={fresh} today={today} staffName={me.name} selected={selected} onToggle={toggle} active={active} />
              )}
              {next ? (
                <div>
                  <Button variant="secondary" onClick={list.loadMore} disabled={list.more.busy}>
                    {list.more.busy ? "Loading…" : "Load more"}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </Loaded>
        {wide ? null : <div className="mt-4 border-t border-line pt-4">{actions}</div>}
      </div>
    </>
  );
}
