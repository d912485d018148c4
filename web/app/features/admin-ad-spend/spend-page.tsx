// /admin/ad-spend: the owner's advertising spend per day and campaign: import the platforms' reports, type a
// day in, and see or delete the days kept; the dashboard's "Spend and return" sets it beside the leads.
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { AdminHeading, AdminTable, FormError, Loaded, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import { indiaDayOf } from "~/lib/admin-dates";
import { deleteSpend, enterSpend, listSpend, type SpendEntry } from "./api";
import { PLATFORMS, paiseText, platformName } from "~/lib/ad-spend";
import { SpendImportPanel, field } from "./spend-import";

export function SpendPage() {
  const today = indiaDayOf(new Date());
  const list = useAdminQuery("ad-spend", (signal) => listSpend(signal));
  const remove = useAdminSubmit();
  return (
    <>
      <AdminHeading title="Ad spend">
        What the ads cost, per day and campaign, from the platforms&apos; reports or typed in. The <Link to="/admin/dashboard" className="underline">dashboard</Link>{" "}
        sets it beside the leads, consultations and customers each campaign brought.
      </AdminHeading>
      <div className="flex max-w-5xl flex-col gap-4">
        <SpendImportPanel onSaved={list.reload} />
        <EntryPanel today={today} onSaved={list.reload} />
        <Panel title="The last 30 days">
          <FormError message={remove.error} />
          <Loaded query={list} loading="Loading the spend…">
            {(d) =>
              d.rows.length === 0 ? (
                <p className="text-sm text-ink-muted">No spend kept for these days yet.</p>
              ) : (
                // Phones: the day goes under the campaign, its column hidden, so the row and its Delete fit the screen.
                <AdminTable label="Spend per day and campaign" heads={["Day", "Campaign", "Spend", ""]} innerPad="px-3"
                  tableClassName="[&_tr>*:first-child]:hidden sm:[&_tr>*:first-child]:table-cell sm:min-w-[32rem]">
                  {d.rows.map((r) => (
                    <tr key={r.id} className="border-b border-line last:border-0">
                      <td className="px-4 py-2 tabular-nums">{r.day}</td>
                      <th scope="row" className="px-3 py-2 font-semibold break-words">
                        {r.campaign}
                        <span className="block text-xs font-normal text-ink-muted">
                          {platformName(r.platform)}
                          <span className="sm:hidden">
                            {" · "}
                            <span className="whitespace-nowrap tabular-nums">{r.day}</span>
                          </span>
                        </span>
                      </th>
                      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{paiseText(r.spendPaise)}</td>
                      <td className="py-2 pr-4 pl-1 text-right sm:pl-4">
                        <Button variant="secondary" className="min-h-11" disabled={remove.busy}
                          onClick={() => void remove.run(async () => { await deleteSpend(r.id); list.reload(); })}>
                          Delete<span className="sr-only"> {r.campaign} on {r.day}</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </AdminTable>
              )
            }
          </Loaded>
        </Panel>
      </div>
    </>
  );
}

function EntryPanel({ today, onSaved }: { today: string; onSaved: () => void }) {
  const blank: SpendEntry = { day: today, platform: "meta", campaign: "", campaignId: "", amount: "" };
  const [entry, setEntry] = useState(blank);
  const [saved, setSaved] = useState("");
  const submit = useAdminSubmit();
  const set = (k: keyof SpendEntry) => (e: { target: { value: string } }) => setEntry({ ...entry, [k]: e.target.value });
  const save = (e: FormEvent) => {
    e.preventDefault();
    setSaved("");
    void submit.run(async () => {
      const { row } = await enterSpend(entry);
      setSaved(`Kept ${paiseText(row.spendPaise)} for ${row.campaign} on ${row.day}.`);
      setEntry({ ...blank, day: entry.day, platform: entry.platform });
      onSaved();
    });
  };
  const problem = (k: string) => (submit.fields[k] ? <span className="text-sm font-normal text-danger">{submit.fields[k]}</span> : null);
  return (
    <Panel title="Type in a day">
      <form onSubmit={save} className="flex flex-col gap-3" aria-label="Type in a day's spend">
        <p className="text-sm text-ink-muted">For a campaign without a report, or to correct one day: it replaces what was kept for that day and campaign.</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Day
            <input type="date" required max={today} value={entry.day} onChange={set("day")} className={field} />
            {problem("day")}
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Platform
            <select value={entry.platform} onChange={set("platform")} className={field}>
              {PLATFORMS.map((p) => (
                <option key={p.value} value={p.value}>{p.label}</option>
              ))}
            </select>
            {problem("platform")}
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Campaign
            <input required maxLength={200} value={entry.campaign} onChange={set("campaign")} className={field} />
            {problem("campaign")}
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Amount spent (₹)
            <input required inputMode="decimal" placeholder="12,500" value={entry.amount} onChange={set("amount")} className={field} />
            {problem("amount")}
          </label>
        </div>
        <FormError message={submit.error} />
        {saved ? <p role="status" className="text-sm font-semibold text-success">{saved}</p> : null}
        <Button type="submit" className="self-start" disabled={submit.busy}>{submit.busy ? "Saving…" : "Keep this spend"}</Button>
      </form>
    </Panel>
  );
}
