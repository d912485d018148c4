// The dashboard's "Spend and return" (owners): per platform and campaign, what the ads cost against the leads,
// consultations, customers and orders the same campaigns brought from every channel, against the period before.
import { Download } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { AdminTable, Loaded } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button";
import { useAdminQuery } from "~/lib/admin-api";
import { paiseText, platformName, returnText, rupeeText } from "~/lib/ad-spend";
import { Stat } from "./stat";
import { readSpendReturn, spendReturnCSV, type CampaignReturn, type Period, type Return } from "./api";

/** The figures of a campaign, in the order the table and the cards show them. */
const FIGURES: { label: string; of: (r: Return) => string }[] = [
  { label: "Spend", of: (r) => paiseText(r.spendPaise) },
  { label: "Leads", of: (r) => String(r.leads) },
  { label: "Cost per lead", of: (r) => paiseText(r.costPerLead) },
  { label: "Consultations booked", of: (r) => String(r.booked) },
  { label: "Cost per consultation", of: (r) => paiseText(r.costPerBooked) },
  { label: "Customers won", of: (r) => String(r.won) },
  { label: "Cost per customer won", of: (r) => paiseText(r.costPerWon) },
  { label: "Won value", of: (r) => rupeeText(r.wonValue) },
  { label: "Return on spend", of: (r) => returnText(r.returnOnSpend) },
];

const rowName = (c: CampaignReturn) => (c.campaign ? c.campaign : `All ${platformName(c.platform)} campaigns`);

export function SpendReturn({ period }: { period: Period }) {
  const id = useId();
  const query = useAdminQuery(`spend-return-${period.from}-${period.to}`, (signal) => readSpendReturn(period, signal));
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl">Spend and return</h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/ad-spend" className={buttonClass("secondary", "md", "min-h-11")}>
            Import or enter spend
          </Link>
          <a href={spendReturnCSV(period)} download className={buttonClass("secondary", "md", "min-h-11")}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV<span className="sr-only"> of spend and return</span>
          </a>
        </div>
      </div>
      <p className="text-sm text-ink-muted">
        What each campaign cost beside the leads it brought from every channel (website links, click-to-WhatsApp ads and ad forms add up under the
        campaign&apos;s name), the consultations booked and the customers won among them, and their orders. A return of 4.0× is ₹4 of orders for each
        rupee spent; — is a figure with nothing to divide by.
      </p>
      <Loaded query={query} loading="Loading spend and return…">
        {(f) =>
          f.campaigns.length === 0 ? (
            <p className="text-ink-muted">No spend and no campaign leads in this period. Import the ad platforms&apos; reports to see what each campaign returns.</p>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
                <Stat label="Spend" value={paiseText(f.total.now.spendPaise)} note={`was ${paiseText(f.total.before.spendPaise)}`} />
                <Stat label="Cost per lead" value={paiseText(f.total.now.costPerLead)} note={`was ${paiseText(f.total.before.costPerLead)}`} />
                <Stat label="Cost per customer won" value={paiseText(f.total.now.costPerWon)} note={`was ${paiseText(f.total.before.costPerWon)}`} />
                <Stat label="Return on spend" value={returnText(f.total.now.returnOnSpend)} note={`was ${returnText(f.total.before.returnOnSpend)}`} />
              </dl>
              <Cards rows={[...f.campaigns, ...f.platforms]} />
              <Table rows={[...f.campaigns, ...f.platforms]} />
            </>
          )
        }
      </Loaded>
    </section>
  );
}

/** Phones: a card per campaign, its figures two by two, each with the period before's. */
function Cards({ rows }: { rows: CampaignReturn[] }) {
  return (
    <ul className="flex flex-col gap-3 lg:hidden" aria-label="Campaigns">
      {rows.map((c) => (
        <li key={`${c.platform}-${c.campaign}`} className="rounded-card bg-white p-4 shadow-soft">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold break-words">{rowName(c)}</span>
            <span className="rounded-full bg-limewash px-2 py-0.5 text-xs font-semibold text-ink-muted">{platformName(c.platform)}</span>
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {FIGURES.map((fig) => (
              <div key={fig.label}>
                <dt className="text-ink-muted">{fig.label}</dt>
                <dd className="font-semibold tabular-nums">
                  <span>{fig.of(c.now)}</span> <span className="text-xs font-normal text-ink-muted">was {fig.of(c.before)}</span>
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Wide screens: one row per campaign, then the platforms' totals. */
function Table({ rows }: { rows: CampaignReturn[] }) {
  return (
    <AdminTable label="Spend and return: figures" heads={["Campaign", ...FIGURES.map((f) => f.label)]} innerPad="px-3" className="hidden lg:block"
      tableClassName="min-w-[64rem]">
      {rows.map((c) => (
        <tr key={`${c.platform}-${c.campaign}`} className={`border-b border-line last:border-0 ${c.campaign ? "" : "bg-limewash"}`}>
          <th scope="row" className="px-4 py-2 font-semibold break-words">
            {rowName(c)}
            <span className="block text-xs font-normal text-ink-muted">{platformName(c.platform)}</span>
          </th>
          {FIGURES.map((fig, j) => (
            <td key={fig.label} className={`${j === FIGURES.length - 1 ? "px-4" : "px-3"} py-2 tabular-nums`}>
              <span>{fig.of(c.now)}</span>
              <span className="block text-xs text-ink-muted">was {fig.of(c.before)}</span>
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}
