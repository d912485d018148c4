import { useState, type FormEvent } from "react";
import { FormError, LoadedEditor, Notice, Panel, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { TextField } from "~/components/ui/text-field";
import leadTexts from "~/content/leads.json";
import { useAdminQuery, useAdminSubmit, useVersionedSave } from "~/lib/admin-api";
import { hoursSentence } from "~/lib/opening-hours";
import {
  readAssignment,
  saveAssignment,
  savePerson,
  type AssignPerson,
  type AssignmentSettings,
} from "./api";

/** The cities typed in one field, comma-separated, as the list the server keeps. */
export function citiesOf(text: string): string[] {
  return text
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The owner's automatic assignment: on or off, per city, the response target, and who takes leads where. */
function AssignmentPanel({
  first,
  onStale,
}: {
  first: AssignmentSettings;
  onStale: () => void;
}) {
  const [set, setSet] = useState(first);
  const { save, saved, stale, reloadWith, submit } = useVersionedSave();
  const onSubmit = submit(
    (el) => {
      const form = new FormData(el);
      return saveAssignment({
        version: set.version,
        autoAssign: form.get("autoAssign") === "on",
        byCity: form.get("byCity") === "on",
        responseMinutes: Number(form.get("responseMinutes")),
      });
    },
    setSet,
    (next) => (next.autoAssign ? "Saved. New leads now go to the sales team in turn." : "Saved. New leads wait for someone to take them."),
  );

  const sales = set.people.filter((p) => p.role === "sales");
  return (
    <Panel title="Lead assignment" className="max-w-3xl">
      <StaleNotice message={stale} onReload={reloadWith(onStale)} />
      <p className="mb-4 text-sm text-ink-muted">
        New leads go round the sales people on duty, one each in turn, and each
        gets a mail at once. People marked away are skipped; when an account is
        disabled, its open leads go to the next in turn.
      </p>
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        key={set.version}
      >
        <Checkbox
          label="Assign new leads automatically (round-robin)"
          name="autoAssign"
          defaultChecked={set.autoAssign}
        />
        <Checkbox
          label="Per city"
          name="byCity"
          defaultChecked={set.byCity}
          hint="A lead goes round the people who cover its city; a city nobody covers goes round everyone."
        />
        <TextField
          label="Response target (minutes)"
          name="responseMinutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={leadTexts.limits.responseMinutes}
          required
          defaultValue={set.responseMinutes}
          hint={`Counted within opening hours (${hoursSentence(set.hours)}). A new lead nobody calls, messages, notes or moves on in time is flagged in the list, and the owners get one mail about it.`}
          error={save.fields.responseMinutes}
          className="max-w-md"
        />
        <FormError message={save.error} />
        <div>
          <Button type="submit" disabled={save.busy}>
            Save
          </Button>
        </div>
      </form>
      <Notice message={saved} />
      <section
        aria-labelledby="assign-people"
        className="mt-6 border-t border-line pt-4"
      >
        <h3 id="assign-people" className="text-lg">
          Who takes leads
        </h3>
        {sales.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">
            There is nobody in sales yet: add people under Accounts.
          </p>
        ) : (
          <ul className="mt-3 flex flex-col gap-4">
            {sales.map((p) => (
              <PersonRow
                key={`${p.id}-${p.away}-${p.cities.join(",")}`}
                person={p}
                onSaved={setSet}
              />
            ))}
          </ul>
        )}
      </section>
    </Panel>
  );
}

function PersonRow({
  person,
  onSaved,
}: {
  person: AssignPerson;
  onSaved: (s: AssignmentSettings) => void;
}) {
  const save = useAdminSubmit();
  const [saved, setSaved] = useState("");
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved("");
    await save.run(async () => {
      onSaved(
        await savePerson(person.id, {
          away: form.get("away") === "on",
          cities: citiesOf(String(form.get("cities") ?? "")),
        }),
      );
      setSaved(`Saved for ${person.name}.`);
    });
  }
  return (
    <li className="rounded-field border border-line p-3">
      <form
        onSubmit={onSubmit}
        aria-label={person.name}
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end sm:gap-4"
      >
        <p className="font-semibold sm:w-full">{person.name}</p>
        <Checkbox label="Away" name="away" defaultChecked={person.away} />
        <TextField
          label="Cities (comma-separated)"
          name="cities"
          defaultValue={person.cities.join(", ")}
          maxLength={leadTexts.limits.cities * (leadTexts.limits.cityName + 2)}
          placeholder="Pune, Mumbai"
          error={save.fields.cities}
          className="sm:min-w-64 sm:flex-1"
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={save.busy}
          aria-label={`Save ${person.name}`}
        >
          Save
        </Button>
      </form>
      <FormError message={save.error} />
      <Notice message={saved} />
    </li>
  );
}

/** The panel with its own loading: the Settings page shows it above the CRM webhook. */
export function AssignmentSection() {
  const query = useAdminQuery("assignment", (signal) => readAssignment(signal));
  return (
    <div className="mb-5">
      <LoadedEditor query={query} loading="Loading the lead assignment…" editor={AssignmentPanel} />
    </div>
  );
}
