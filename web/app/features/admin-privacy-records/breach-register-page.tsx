import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { AdminHeading, Loaded, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { formatWhen, useAdminQuery } from "~/lib/admin-api";
import { readRegister, recordIncident, type Register } from "./api";
import { BreachClock } from "./breach-clock-badge";
import { blankIncident, IncidentForm } from "./incident-form";
import { ProcessorsPanel } from "./processors-panel";

/** The breach register: each incident with its 72-hour clock, a form to record one, and the processors. */
export function BreachRegisterPage() {
  const register = useAdminQuery("breach-register", readRegister);
  return (
    <>
      <AdminHeading title="Breach register">
        Record a personal data breach as soon as it is found: the detailed report to the Data Protection Board is due within 72 hours.
      </AdminHeading>
      <Loaded query={register} loading="Loading the register…">
        {(r) => <RegisterBody register={r} onProcessors={(processors) => register.setData((s) => ({ ...s, processors }))} />}
      </Loaded>
    </>
  );
}

function RegisterBody({ register, onProcessors }: { register: Register; onProcessors: (p: Register["processors"]) => void }) {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      {adding ? (
        <Panel title="Record an incident">
          <IncidentForm
            first={blankIncident()}
            label="Record the incident"
            save={async (fields) => {
              const saved = await recordIncident(fields);
              await navigate(`/admin/breaches/${saved.incident.id}`);
            }}
          />
        </Panel>
      ) : (
        <div>
          <Button onClick={() => setAdding(true)}>Record an incident</Button>
        </div>
      )}
      <Panel title="Incidents">
        {register.incidents.length === 0 ? (
          <p className="text-ink-muted">No incident recorded.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {register.incidents.map((i) => (
              <li key={i.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={`/admin/breaches/${i.id}`} className="font-semibold text-accent underline">
                    Incident #{i.id}: {i.summary.length > 80 ? `${i.summary.slice(0, 80)}…` : i.summary}
                  </Link>
                  <p className="text-sm text-ink-muted">
                    Found {formatWhen(i.foundAt)} · {i.people} {i.people === 1 ? "person" : "people"} affected
                  </p>
                </div>
                <BreachClock deadline={i.deadline} reportedAt={i.reportedAt} serverNow={register.now} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <ProcessorsPanel processors={register.processors} onSaved={onProcessors} />
    </div>
  );
}
