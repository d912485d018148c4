import { useState, type FormEvent } from "react";
import { FormError, Notice, Panel, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import breachContent from "~/content/breach.json";
import { useAdminSubmit, useStaleEdit } from "~/lib/admin-api";
import { saveProcessors, type Processor, type ProcessorsAnswer } from "./api";

const limits = breachContent.limits;
const blank = (): Processor => ({ name: "", purpose: "", contact: "", configured: false });

/** Who processes personal data for the company: the configured ones (mail relay, CRM webhook) and the owner's own list. */
export function ProcessorsPanel({ processors, onSaved }: { processors: ProcessorsAnswer; onSaved: (p: ProcessorsAnswer) => void }) {
  const [entries, setEntries] = useState(processors.own.entries);
  const [saved, setSaved] = useState("");
  const { stale, guard, clear } = useStaleEdit();
  const submit = useAdminSubmit();
  const change = (n: number, c: Partial<Processor>) => setEntries((list) => list.map((e, i) => (i === n ? { ...e, ...c } : e)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved("");
    await submit.run(async () => {
      const next = await guard(() => saveProcessors(entries, processors.own.version));
      setEntries(next.own.entries);
      onSaved(next);
      setSaved("Processors saved.");
    });
  }

  return (
    <Panel title="Processors">
      <p className="text-ink-muted">Everyone who handles personal data for the company. The report to the Board lists them.</p>
      <ul className="mt-3 flex flex-col gap-2">
        {processors.configured.map((p) => (
          <li key={p.name} className="rounded-field bg-limewash px-4 py-2">
            <span className="font-semibold break-all">{p.name}</span> <span className="text-sm text-ink-muted">— {p.purpose} (from the site’s settings)</span>
          </li>
        ))}
        {processors.configured.length === 0 ? <li className="text-sm text-ink-muted">The site’s settings name no mail relay or CRM webhook.</li> : null}
      </ul>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" noValidate>
        <StaleNotice
          message={stale}
          onReload={() => {
            clear();
            setEntries(processors.own.entries);
          }}
        />
        {entries.map((e, n) => (
          <fieldset key={n} className="grid gap-3 rounded-field border border-line p-3 sm:grid-cols-3">
            <legend className="px-1 text-sm font-semibold">Processor {n + 1}</legend>
            <TextField label="Name" value={e.name} maxLength={limits.processorName} error={submit.fields[`entries.${n}.name`]} onChange={(ev) => change(n, { name: ev.target.value })} />
            <TextField label="What it does" value={e.purpose} maxLength={limits.processorPurpose} onChange={(ev) => change(n, { purpose: ev.target.value })} />
            <TextField label="Contact" value={e.contact} maxLength={limits.processorContact} onChange={(ev) => change(n, { contact: ev.target.value })} />
            <div className="sm:col-span-3">
              <Button variant="ghost" onClick={() => setEntries((list) => list.filter((_, i) => i !== n))}>
                Remove processor {n + 1}
              </Button>
            </div>
          </fieldset>
        ))}
        <FormError message={submit.error} />
        <Notice message={saved} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEntries((list) => [...list, blank()])} disabled={entries.length >= limits.processors}>
            Add a processor
          </Button>
          <Button type="submit" disabled={submit.busy}>
            Save processors
          </Button>
        </div>
      </form>
    </Panel>
  );
}
