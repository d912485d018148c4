import { useState, type FormEvent } from "react";
import { LoadedEditor, Panel, SaveBar, StaleNotice } from "~/components/admin/admin-ui";
import { TextField } from "~/components/ui/text-field";
import privacyConfig from "~/content/privacy.json";
import { useAdminQuery, useAdminSubmit, useStaleEdit } from "~/lib/admin-api";
import { readRetention, saveRetention, type Retention } from "./api";

const l = privacyConfig.retentionLimits;

/** The owner's retention periods: a daily job erases or anonymises what has passed them. */
export function RetentionSection() {
  const query = useAdminQuery("privacy-retention", readRetention);
  return (
    <Panel title="How long we keep personal data">
      <LoadedEditor query={query} loading="Loading the retention periods…" editor={RetentionForm} />
    </Panel>
  );
}

function RetentionForm({ first, onStale }: { first: Retention; onStale: () => void }) {
  const [draft, setDraft] = useState(first);
  const [saved, setSaved] = useState("");
  const save = useAdminSubmit();
  const { stale, guard, clear } = useStaleEdit();
  const field = (key: keyof Omit<Retention, "version">, label: string, min: number, max: number, hint: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={draft[key]}
      onChange={(e) => setDraft((d) => ({ ...d, [key]: Number(e.target.value) }))}
      hint={hint}
      error={save.fields[key]}
    />
  );
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved("");
    await save.run(async () => {
      setDraft(await guard(() => saveRetention(draft)));
      setSaved("Saved. The daily job uses these periods from its next run.");
    });
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <StaleNotice
        message={stale}
        onReload={() => {
          clear();
          onStale();
        }}
      />
      <p className="text-ink-muted">
        Each day the site erases what has passed these periods and writes what it did to the audit log. Subscribers stay until they
        unsubscribe; the audit log is kept as long as the site; sent mails&apos; texts go after 30 days.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {field("leadsNotWonMonths", "Leads not won (months)", l.monthsMin, l.monthsMax, "After the last activity.")}
        {field("messagesMonths", "Contact messages (months)", l.monthsMin, l.monthsMax, "After the message came in.")}
        {field("wonCustomersYears", "Won customers (years)", l.yearsMin, l.yearsMax, "As the contract needs.")}
        {field("logsDays", "Processing logs (days)", l.logsDaysMin, l.logsDaysMax, "The access log and the mail log; at least 365, as the Rules ask.")}
      </div>
      <SaveBar save={save} saved={saved}>
        Save retention periods
      </SaveBar>
    </form>
  );
}
