import { useState } from "react";
import { Link } from "react-router";
import { AdminHeading, AdminNotFound, FormError, Loaded, Notice, Panel, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import breachContent from "~/content/breach.json";
import { formatWhen, useAdminQuery, useStaleEdit } from "~/lib/admin-api";
import { changeIncident, readIncident, type Incident, type IncidentAnswer, type IncidentFields } from "./api";
import { BreachClock } from "./breach-clock-badge";
import { IncidentForm } from "./incident-form";

/** What an edit sends: the incident's own fields, without what the server keeps (id, times, deadline). */
function fieldsOf(i: Incident): IncidentFields {
  const { summary, foundAt, happenedAt, data, people, leadIds, consequences, measures, advice, reportedAt, version } = i;
  return { summary, foundAt, happenedAt, data, people, leadIds, consequences, measures, advice, reportedAt, version };
}

/** One incident: its 72-hour clock, the report to the Board and the notice to affected people, and its record to edit. */
export function IncidentPage({ id }: { id: string }) {
  const incident = useAdminQuery(`breach-${id}`, (signal) => readIncident(id, signal));
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/breaches" className="text-sm font-semibold text-accent underline">
          Breach register
        </Link>
      </p>
      <Loaded query={incident} loading="Loading the incident…" failed={(q) => (q.missing ? <AdminNotFound /> : <FormError message={q.error} />)}>
        {(a) => <IncidentBody key={a.incident.version} answer={a} onSaved={(next) => incident.setData(() => next)} onStale={() => void incident.reload()} />}
      </Loaded>
    </>
  );
}

function IncidentBody({ answer, onSaved, onStale }: { answer: IncidentAnswer; onSaved: (a: IncidentAnswer) => void; onStale: () => void }) {
  const { incident: i, documents } = answer;
  const { stale, guard, reloadWith } = useStaleEdit();
  const [saved, setSaved] = useState("");
  return (
    <>
      <AdminHeading title={`Incident #${i.id}`}>Found {formatWhen(i.foundAt)}.</AdminHeading>
      <div className="flex max-w-4xl flex-col gap-6">
        <section aria-label="Report deadline" className="flex flex-col gap-2 rounded-card bg-white p-5 shadow-soft sm:flex-row sm:items-center sm:justify-between">
          <p>
            Detailed report to the Data Protection Board due <strong>{formatWhen(i.deadline)}</strong>
          </p>
          <BreachClock deadline={i.deadline} reportedAt={i.reportedAt} serverNow={answer.now} />
        </section>
        <Document title="Report to the Data Protection Board" text={documents.report} />
        <Document title="Notice to each affected person" text={documents.notice} />
        <Panel title="The record">
          <StaleNotice message={stale} onReload={reloadWith(onStale)} />
          <Notice message={saved} />
          <IncidentForm
            first={fieldsOf(i)}
            label="Save the incident"
            save={async (fields) => {
              const next = await guard(() => changeIncident(i.id, fields));
              setSaved(breachContent.messages.saved);
              onSaved(next);
            }}
          />
        </Panel>
      </div>
    </>
  );
}

function Document({ title, text }: { title: string; text: string }) {
  const [copied, setCopied] = useState("");
  return (
    <Panel title={title}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so keyboard users can scroll it (axe scrollable-region-focusable). */}
      <div role="region" aria-label="Full text" tabIndex={0} className="max-h-96 overflow-auto rounded-field bg-limewash p-4">
        <pre className="font-sans text-sm whitespace-pre-wrap">{text}</pre>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied("Copied."),
              () => setCopied("Select the text and copy it."),
            )
          }
        >
          Copy the text
        </Button>
        <span role="status" className="text-sm text-ink-muted">
          {copied}
        </span>
      </div>
    </Panel>
  );
}
