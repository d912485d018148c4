// Importing an ad platform's export of daily spend: choose the file, say which column is which when the site does
// not know its columns (remembered for that header), read the preview and the refused rows, then save.
import { useRef, useState } from "react";
import { FormError, Panel } from "~/components/admin/admin-ui";
import { FilePreview } from "~/components/admin/file-preview";
import { Button } from "~/components/ui/button";
import { useAdminSubmit } from "~/lib/admin-api";
import { COLUMNS, sendSpendImport, type Mapping, type SpendImport } from "./api";
import { PLATFORMS, paiseText, platformName } from "~/lib/ad-spend";

export const field = "min-h-11 w-full rounded-field border border-line bg-white px-3 text-sm font-normal";

const n = (x: number) => x.toLocaleString("en-IN");

export function SpendImportPanel({ onSaved }: { onSaved: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [platform, setPlatform] = useState("");
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [report, setReport] = useState<SpendImport | null>(null);
  const submit = useAdminSubmit();

  // Only the answer to the newest choice counts, and an answer never changes the columns: a platform chosen while
  // the owner went on picking columns answered late and wiped them.
  const asked = useRef(0);
  const preview = (f: File, p: string, m: Mapping | null) => {
    const n = ++asked.current;
    return submit.run(async () => {
      const r = await sendSpendImport(f, p, m, false);
      if (n === asked.current) setReport(r);
    });
  };
  const mapped = (m: Mapping | null): m is Mapping => m !== null && COLUMNS.every((c) => !c.needed || m[c.value] >= 0);
  const chooseColumn = (key: (typeof COLUMNS)[number]["value"], col: number) => {
    if (!file || !report) return;
    const next: Mapping = { ...(mapping ?? { day: -1, campaign: -1, amount: -1, campaignId: -1, currency: -1, platform: "" }), [key]: col };
    setMapping(next);
    if (mapped(next)) void preview(file, platform, next);
  };

  return (
    <Panel title="Import a report">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          In Meta Ads Manager or Google Ads, export a campaign report broken down by day as CSV (up to 5 MB), in rupees. Importing a report again replaces
          its days, so a corrected report corrects.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            CSV file
            <input type="file" accept=".csv,text/csv" className={field}
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                setFile(f);
                setReport(null);
                setMapping(null);
                if (f) void preview(f, platform, null);
              }} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Platform
            <select className={field} value={platform}
              onChange={(e) => {
                setPlatform(e.target.value);
                if (file) void preview(file, e.target.value, mapped(mapping) ? mapping : null);
              }}>
              <option value="">As the file says</option>
              {PLATFORMS.map((p) => (
                <option key={p.value} value={p.value}>{p.label}</option>
              ))}
            </select>
          </label>
        </div>
        <FormError message={submit.error} />
        {file && report?.needsMapping ? <ColumnChoice report={report} mapping={mapping} onChoose={chooseColumn} /> : null}
        {file && report && !report.needsMapping ? (
          <div className="flex flex-col gap-3 text-sm">
            <p className="font-semibold" role="status">
              {report.saved ? "Imported" : "Ready to import"}: {platformName(report.mapping.platform)} spend of {paiseText(report.spendPaise)} over{" "}
              {n(report.campaignDays)} campaign days{report.from ? `, ${report.from} to ${report.to}` : ""}; {n(report.refused.length)} rows refused.
            </p>
            {report.refused.length ? (
              <details open={report.refused.length <= 20}>
                <summary className="cursor-pointer font-semibold">Rows refused, and why</summary>
                <ul className="mt-2 max-h-80 list-disc overflow-y-auto pl-5">
                  {report.refused.map((r) => (
                    <li key={r.line}>Line {r.line}: {r.reason}</li>
                  ))}
                </ul>
              </details>
            ) : null}
            {report.saved ? null : (
              <Button className="self-start" disabled={submit.busy || report.campaignDays === 0}
                onClick={() =>
                  void submit.run(async () => {
                    setReport(await sendSpendImport(file, platform, mapping, true));
                    onSaved();
                  })
                }>
                {submit.busy ? "Working…" : `Import ${n(report.campaignDays)} campaign days`}
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </Panel>
  );
}

/** The file's columns are not ones the site knows: the owner says which is which, once for files of this header. */
function ColumnChoice({ report, mapping, onChoose }: {
  report: SpendImport;
  mapping: Mapping | null;
  onChoose: (key: (typeof COLUMNS)[number]["value"], col: number) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold" role="status">
        The site does not know this file&apos;s columns. Say which column holds what (remembered for files with the same columns), and the platform above if the file does not say.
      </p>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">Which column holds what</legend>
        {COLUMNS.map((c) => (
          <label key={c.value} className="flex flex-col gap-1 text-sm font-semibold">
            {c.label}
            <select className={field} value={mapping ? String(mapping[c.value]) : "-1"} onChange={(e) => onChoose(c.value, Number(e.target.value))}>
              <option value="-1">{c.needed ? "Choose a column" : "None"}</option>
              {report.header.map((h, i) => (
                <option key={i} value={i}>Column {i + 1}: {h || "(no heading)"}</option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <FilePreview header={report.header} sample={report.sample} minWidth="min-w-[30rem]" />
    </div>
  );
}
