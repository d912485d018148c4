// /admin/leads/import: the owner brings leads in from a CSV file: choose it, map its columns with a preview, import, read the report, undo.
import { useState } from "react";
import { AdminHeading, FormError, Panel } from "~/components/admin/admin-ui";
import { FilePreview } from "~/components/admin/file-preview";
import { Button } from "~/components/ui/button";
import { formatWhen, useAdminQuery, useAdminSubmit } from "~/lib/admin-api";
import contract from "~/content/contract.json";
import { FIELDS, downloadRefused, listImports, sendImport, undoImport, type ImportReport, type Mapping } from "./api";
import { Report, n } from "./import-report";

const field = "min-h-11 w-full rounded-field border border-line bg-white px-3 text-sm font-normal";

export function ImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [fallback, setFallback] = useState("");
  const [assign, setAssign] = useState("none");
  const [done, setDone] = useState(false);
  const submit = useAdminSubmit();
  const download = useAdminSubmit();
  const imports = useAdminQuery("lead-imports", (signal) => listImports(signal));
  const people = imports.data?.people ?? [];
  const onDuty = people.filter((p) => !p.away).length;

  const preview = (f: File, m: Mapping | null, d: string) =>
    submit.run(async () => {
      const r = await sendImport(f, { mapping: m, defaultPropertyType: d, assign: "none" }, false);
      setReport(r);
      setMapping(r.mapping);
      setDone(false);
    });
  const downloadRows = () => {
    if (file) void download.run(() => downloadRefused(file, { mapping, defaultPropertyType: fallback, assign: "none" }));
  };

  return (
    <>
      <AdminHeading title="Import leads">Bring in leads from a spreadsheet or another CRM, as a CSV file (UTF-8, comma or semicolon separated, up to 4 MB).</AdminHeading>
      <div className="flex max-w-5xl flex-col gap-4">
        <Panel title="1. Choose the file">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              className={field}
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                setFile(f);
                setReport(null);
                if (f) void preview(f, null, fallback);
              }}
            />
          </label>
        </Panel>
        <FormError message={submit.error || download.error} />
        {file && report && !done ? (
          <Panel title="2. Match the columns">
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {FIELDS.map((f) => (
                <label key={f.value} className="flex flex-col gap-1 text-sm font-semibold">
                  {f.label}
                  <select
                    className={field}
                    value={mapping[f.value] ?? ""}
                    onChange={(e) => {
                      const next = { ...mapping };
                      if (e.target.value === "") delete next[f.value];
                      else next[f.value] = Number(e.target.value);
                      void preview(file, next, fallback);
                    }}
                  >
                    <option value="">Not imported</option>
                    {report.header.map((h, i) => (
                      <option key={i} value={i}>
                        Column {i + 1}: {h || "(no heading)"}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Property type of rows without one
                <select
                  className={field}
                  value={fallback}
                  onChange={(e) => {
                    setFallback(e.target.value);
                    void preview(file, mapping, e.target.value);
                  }}
                >
                  <option value="">None: refuse those rows</option>
                  {contract.propertyTypes.map((p) => (
                    <option key={p}>{p}</option>
                  ))}
                </select>
              </label>
            </div>
            <div className="mt-4">
              <FilePreview header={report.header} sample={report.sample} minWidth="min-w-[36rem]"
                mark={(i) => FIELDS.find((f) => mapping[f.value] === i)?.label ?? "—"} />
            </div>
            <div className="mt-4">
              <Report report={report} done={false} onDownload={downloadRows} busy={download.busy} />
            </div>
          </Panel>
        ) : null}
        {file && report && !done ? (
          <Panel title="3. Who takes the new leads">
            <div className="flex flex-col gap-3">
              <label className="flex max-w-md flex-col gap-1 text-sm font-semibold">
                Assign the {n(report.created)} new leads to
                <select className={field} value={assign} onChange={(e) => setAssign(e.target.value)}>
                  <option value="none">Nobody: leave them unassigned</option>
                  <option value="turn" disabled={onDuty === 0}>
                    In turn among the sales people on duty ({onDuty === 0 ? "nobody is on duty" : n(onDuty)})
                  </option>
                  {people.map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {p.name}
                      {p.away ? " (away)" : ""}
                    </option>
                  ))}
                </select>
              </label>
              <p className="text-sm text-ink-muted">
                In turn continues the rotation of automatic assignment, so turns stay fair. Each lead&apos;s timeline says who took it; undoing the import
                removes its leads.
              </p>
              <Button
                className="self-start"
                disabled={submit.busy}
                onClick={() =>
                  void submit.run(async () => {
                    const r = await sendImport(file, { mapping, defaultPropertyType: fallback, assign }, true);
                    setReport(r);
                    setDone(true);
                    imports.reload();
                  })
                }
              >
                {submit.busy ? "Working…" : `Import ${n(report.created + report.linked)} rows`}
              </Button>
            </div>
          </Panel>
        ) : null}
        {report && done ? (
          <Panel title="Import done">
            <Report report={report} done onDownload={downloadRows} busy={download.busy} />
          </Panel>
        ) : null}
        <Panel title="Past imports">
          {(imports.data?.imports ?? []).length === 0 ? <p className="text-sm text-ink-muted">No imports yet.</p> : null}
          <ul className="flex flex-col gap-3">
            {(imports.data?.imports ?? []).map((m) => (
              <li key={m.id} className="flex flex-col gap-2 border-b border-line pb-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <span>
                  <span className="font-semibold break-all">{m.fileName}</span> · {formatWhen(m.at)} by {m.by || "someone"}: {m.created} new, {m.linked} linked, {m.refused} refused
                  {m.undoneAt ? ` · undone ${formatWhen(m.undoneAt)}` : ""}
                </span>
                {m.undoneAt ? null : (
                  <Button
                    variant="secondary"
                    className="min-h-11"
                    disabled={submit.busy}
                    onClick={() =>
                      void submit.run(async () => {
                        await undoImport(m.id);
                        imports.reload();
                      })
                    }
                  >
                    <span aria-hidden="true">Undo this import</span>
                    <span className="sr-only">Undo this import ({m.fileName})</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}
