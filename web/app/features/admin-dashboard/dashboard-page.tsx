// /admin/dashboard: what brings leads, how fast the team answers and who converts, for a period against
// the one before. An owner sees everyone's leads, a salesperson their own. Every chart has its figures as
// a table, and every table downloads as CSV.
import { Download } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AdminHeading, AdminTable, Loaded } from "~/components/admin/admin-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { useAdminQuery } from "~/lib/admin-api";
import leadTexts from "~/content/leads.json";
import { exportHref, readDashboard, type Dashboard, type DashboardTable, type GroupRow, type Period } from "./api";
import { SpendReturn } from "./spend-return";
import { Stat } from "./stat";
import { change, daysBefore, indiaToday, percent, rupees, share, sourceName, span } from "./figures";

const statusLabel = (value: string) => leadTexts.leadStatuses.find((s) => s.value === value)?.label ?? value;

const PRESETS = [7, 30, 90] as const;
const dayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const shortDay = (iso: string) => dayLabel.format(new Date(`${iso}T00:00:00Z`));

export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const asked: Period | null = from && to ? { from, to } : null;
  const query = useAdminQuery(`dashboard-${from}-${to}`, (signal) => readDashboard(asked, signal));
  const choose = (p: Period) => setParams({ from: p.from, to: p.to });
  return (
    <>
      <AdminHeading title="Dashboard">Where leads come from, how fast they hear from us and who turns them into orders, against the period before.</AdminHeading>
      <Loaded query={query} loading="Loading the dashboard…">
        {(d) => (
          <>
            <PeriodPicker period={d.period} onChoose={choose} />
            <Figures d={d} />
          </>
        )}
      </Loaded>
    </>
  );
}

function PeriodPicker({ period, onChoose }: { period: Period; onChoose: (p: Period) => void }) {
  const today = indiaToday();
  const [custom, setCustom] = useState(period);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChoose(custom);
  };
  return (
    <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-end">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {PRESETS.map((n) => {
          const p = { from: daysBefore(today, n), to: today };
          const on = p.from === period.from && p.to === period.to;
          return (
            <Button key={n} variant={on ? "primary" : "secondary"} aria-pressed={on} onClick={() => onChoose(p)}>
              Last {n} days
            </Button>
          );
        })}
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Choose the days">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          From
          <input type="date" required value={custom.from} max={today} onChange={(e) => setCustom({ ...custom, from: e.target.value })}
            className="min-h-11 rounded-xl bg-white px-3 ring-1 ring-line ring-inset" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          To
          <input type="date" required value={custom.to} max={today} onChange={(e) => setCustom({ ...custom, to: e.target.value })}
            className="min-h-11 rounded-xl bg-white px-3 ring-1 ring-line ring-inset" />
        </label>
        <Button type="submit" variant="secondary">Show</Button>
      </form>
    </div>
  );
}

/** Says how many imported leads the response figures leave out: history, answered before the site had them. */
const imported = (d: Dashboard) => (d.leads.now > d.response.leads ? `; ${d.leads.now - d.response.leads} imported left out` : "");

function Figures({ d }: { d: Dashboard }) {
  const rs = d.response;
  const target = span(rs.targetSeconds);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-ink-muted">
        {shortDay(d.period.from)} to {shortDay(d.period.to)} ({d.everyone ? "everyone's leads" : "your leads"}), against {shortDay(d.previous.from)} to{" "}
        {shortDay(d.previous.to)}. Times are India time.
      </p>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Stat label="Leads" value={String(d.leads.now)} note={change(d.leads.now, d.leads.before)} />
        <Stat label="Won" value={String(d.won.now)} note={`${rupees(d.wonValue.now)} in orders (was ${rupees(d.wonValue.before)})`} />
        <Stat label="Median first response" value={span(rs.medianSeconds)} note={`was ${span(rs.prevMedianSeconds)}; ${rs.answered} of ${rs.leads} answered${imported(d)}`} />
        <Stat label={`Answered within ${target}`} value={share(rs.withinTarget, rs.leads)}
          note={`${rs.withinTarget} of ${rs.leads} (was ${share(rs.prevWithinTarget, rs.prevLeads)})${imported(d)}`} />
      </dl>
      <SeriesChart d={d} />
      <FunnelChart d={d} />
      <Block title="Campaigns and sources" table="sources" period={d.period}
        heads={["Source / medium / campaign", "Leads", "Before", "Won"]}
        rows={d.sources.map((r) => [sourceName(r), r.leads, r.prevLeads, r.won])} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <GroupBlock title="Landing pages" one="Page" table="pages" period={d.period} rows={d.pages} empty="(none)" />
        <GroupBlock title="Referrers" one="Referrer" table="referrers" period={d.period} rows={d.referrers} empty="Direct or unknown" />
        <GroupBlock title="Cities" one="City" table="cities" period={d.period} rows={d.cities} empty="Not given" />
        <GroupBlock title="Property types" one="Type" table="propertyTypes" period={d.period} rows={d.propertyTypes} empty="Not given" />
      </div>
      {/* The money is the owner's: only an owner's dashboard (everyone's leads) shows it. */}
      {d.everyone ? <SpendReturn period={d.period} /> : null}
      <Block title={d.everyone ? "Salespeople" : "Your figures"} table="people" period={d.period}
        heads={["Salesperson", "Leads", "Median first response", "Bookings", "Won", "Won value"]}
        rows={d.people.map((p) => [p.name, p.leads, span(p.medianResponseSeconds), p.bookings, p.won, rupees(p.wonValue)])} />
    </div>
  );
}

/** A titled block: optional chart, its figures as a table, and the table's CSV. */
function Block({ title, table, period, heads, rows, chart, lead, folded }: {
  title: string;
  /** The table sits in a disclosure under its chart (a long run of days). */
  folded?: string;
  table: DashboardTable;
  period: Period;
  heads: string[];
  rows: (string | number)[][];
  chart?: ReactNode;
  lead?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl">{title}</h2>
        {/* A plain link: the browser downloads the CSV with the session cookie. */}
        <a href={exportHref(table, period)} download className={buttonClass("secondary", "md", "min-h-11")}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {lead}
      {chart}
      {rows.length === 0 ? (
        <p className="text-ink-muted">No leads in this period.</p>
      ) : folded ? (
        <details className="rounded-card bg-white shadow-soft">
          <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold">{folded}</summary>
          <FiguresTable title={title} heads={heads} rows={rows} />
        </details>
      ) : (
        <FiguresTable title={title} heads={heads} rows={rows} />
      )}
    </section>
  );
}

function FiguresTable({ title, heads, rows }: { title: string; heads: string[]; rows: (string | number)[][] }) {
  // Up to four columns fit a phone; wider tables scroll sideways in their frame.
  return (
    <AdminTable label={`${title}: figures`} heads={heads} innerPad="px-3" tableClassName={heads.length > 4 ? "min-w-[36rem]" : ""}>
      {rows.map((r, i) => (
        <tr key={i} className="border-b border-line last:border-0">
          {r.map((cell, j) =>
            j === 0 ? (
              <th key={j} scope="row" className="px-4 py-2 font-semibold break-words">
                {cell}
              </th>
            ) : (
              <td key={j} className={`${j === r.length - 1 ? "px-4" : "px-3"} py-2 tabular-nums`}>
                {cell}
              </td>
            ),
          )}
        </tr>
      ))}
    </AdminTable>
  );
}

function GroupBlock({ title, one, table, period, rows, empty }: { title: string; one: string; table: DashboardTable; period: Period; rows: GroupRow[]; empty: string }) {
  return <Block title={title} table={table} period={period} heads={[one, "Leads", "Before", "Won"]}
    rows={rows.map((r) => [r.key || empty, r.leads, r.prevLeads, r.won])} />;
}

/** The chart is drawn for the eye; the same figures are in the table under it. */
function ChartFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={`${label}. The figures are in the table below.`} className="h-64 w-full rounded-card bg-white p-2 shadow-soft sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

function SeriesChart({ d }: { d: Dashboard }) {
  const per = d.bucket === "week" ? "week" : "day";
  const data = d.series.map((p) => ({ ...p, name: shortDay(p.label) }));
  return (
    <Block title={`Leads per ${per}`} table="series" period={d.period}
      folded={`The chart's figures, ${per} by ${per}`}
      heads={[per === "week" ? "Week from" : "Day", "Leads", "Period before"]}
      rows={d.series.map((p) => [shortDay(p.label), p.leads, p.prevLeads])}
      chart={
        <ChartFrame label={`Leads per ${per}, this period and the one before`}>
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e0d8" />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="leads" name="This period" stroke="#9a4a1c" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="prevLeads" name="Period before" stroke="#8a8178" strokeDasharray="4 4" dot={false} isAnimationActive={false} />
          </LineChart>
        </ChartFrame>
      } />
  );
}

function FunnelChart({ d }: { d: Dashboard }) {
  const data = d.funnel.map((s) => ({ name: statusLabel(s.status), leads: s.leads }));
  return (
    <Block title="Funnel" table="funnel" period={d.period}
      lead={<p className="text-sm text-ink-muted">Leads of the period that reached each stage, the share of the stage before that got there, and the median time spent in a stage before moving on.</p>}
      heads={["Stage", "Leads", "From the one before", "Median time in it"]}
      rows={d.funnel.map((s, i) => [statusLabel(s.status), s.leads, i === 0 ? "—" : percent(s.conversion), i === d.funnel.length - 1 ? "—" : span(s.medianSeconds)])}
      chart={
        <ChartFrame label="Funnel from New to Won">
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 24 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e0d8" />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="name" width={96} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="leads" name="Leads" fill="#9a4a1c" isAnimationActive={false} />
          </BarChart>
        </ChartFrame>
      } />
  );
}
