// What an import did, or (a preview) would do: the counts, the cities it leaves out, who took the new leads,
// and the rows refused with their reasons, downloadable as a file to mend and import again.
import { Button } from "~/components/ui/button";
import type { ImportReport } from "./api";

export const n = (x: number) => x.toLocaleString("en-IN");

const list = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

export function Report({ report, done, onDownload, busy }: { report: ImportReport; done: boolean; onDownload: () => void; busy: boolean }) {
  const leftOut = report.citiesLeftOut.reduce((sum, c) => sum + c.rows, 0);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-semibold" role="status">
        {done ? "Imported" : "Ready to import"}: {n(report.rows)} rows — {n(report.created)} new leads, {n(report.linked)} linked to leads with the same mobile,{" "}
        {n(report.refused.length)} refused.
      </p>
      {leftOut ? (
        <p>
          {n(leftOut)} {leftOut === 1 ? "row names a city" : "rows name cities"} the site does not serve, so {leftOut === 1 ? "its lead keeps" : "their leads keep"} no
          city (the lead&apos;s note says which): {list(report.citiesLeftOut.map((c) => `${c.city} (${n(c.rows)})`))}.
        </p>
      ) : null}
      {done && report.assigned.length ? (
        <p>New leads assigned: {list(report.assigned.map((a) => `${a.name} (${n(a.leads)})`))}.</p>
      ) : null}
      {report.refused.length ? (
        <>
          <details open={report.refused.length <= 20}>
            <summary className="cursor-pointer font-semibold">Rows refused, and why</summary>
            <ul className="mt-2 max-h-80 list-disc overflow-y-auto pl-5">
              {report.refused.map((r) => (
                <li key={r.line}>{r.reason}</li>
              ))}
            </ul>
          </details>
          <Button variant="secondary" className="min-h-11 self-start" disabled={busy} onClick={onDownload}>
            Download the refused rows (CSV)
          </Button>
        </>
      ) : null}
    </div>
  );
}
