import { useState, type FormEvent } from "react";
import { Loaded, Panel, SaveBar } from "~/components/admin/admin-ui";
import { SelectField } from "~/components/ui/select-field";
import { adminApi, useAdminQuery, useAdminSubmit } from "~/lib/admin-api";

/** One ad form seen (internal/httpapi adlead_handlers.go): its last lead's questions and the owner's mapping. */
interface AdForm {
  platform: string;
  platformName: string;
  formId: string;
  questions: string[];
  /** question → lead field; "" leaves the question out; a question not in it is read by its name. */
  mapping: Record<string, string>;
  lastLeadAt: string | null;
  version: number;
}

interface AdForms {
  forms: AdForm[];
  fields: string[];
}

const readAdForms = (signal?: AbortSignal) => adminApi<AdForms>("/api/admin/ad-forms", { signal });
const saveAdForm = (f: AdForm) =>
  adminApi<{ form: AdForm }>("/api/admin/ad-forms", {
    method: "PUT",
    body: { platform: f.platform, formId: f.formId, version: f.version, mapping: f.mapping },
  });

const fieldLabels: Record<string, string> = {
  name: "Name",
  mobile: "Mobile",
  email: "E-mail",
  propertyType: "Property type",
  location: "City",
};

/** Which lead field each question of the ads' own forms (Meta lead ads, Google lead forms) fills. */
export function AdFormsSection() {
  const query = useAdminQuery("ad-forms", readAdForms);
  return (
    <Panel title="Lead forms of your ads">
      <Loaded query={query} loading="Loading the ad forms…">
        {(data) =>
          data.forms.length === 0 ? (
            <p className="text-ink-muted">No lead has come from an ad&apos;s own form yet. Each form shows here after its first lead.</p>
          ) : (
            <div className="flex flex-col gap-6">
              {data.forms.map((f) => (
                <AdFormEditor key={`${f.platform}-${f.formId}-${f.version}`} first={f} fields={data.fields} />
              ))}
            </div>
          )
        }
      </Loaded>
    </Panel>
  );
}

function AdFormEditor({ first, fields }: { first: AdForm; fields: string[] }) {
  const [form, setForm] = useState(first);
  const [saved, setSaved] = useState("");
  const save = useAdminSubmit();
  const options = [
    { value: "auto", label: "By its name" },
    { value: "", label: "Leave out" },
    ...fields.map((f) => ({ value: f, label: fieldLabels[f] ?? f })),
  ];
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved("");
    await save.run(async () => {
      setForm((await saveAdForm(form)).form);
      setSaved("Saved. The form's next leads are read this way.");
    });
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <h3 className="font-semibold">
        {form.platformName}, form {form.formId}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {form.questions.map((q) => (
          <SelectField
            key={q}
            label={q}
            options={options}
            value={q in form.mapping ? form.mapping[q] : "auto"}
            error={save.fields[q]}
            onChange={(e) => {
              const value = e.target.value;
              setForm((cur) => {
                const mapping = { ...cur.mapping };
                if (value === "auto") delete mapping[q];
                else mapping[q] = value;
                return { ...cur, mapping };
              });
            }}
          />
        ))}
      </div>
      <SaveBar save={save} saved={saved}>
        Save this form&apos;s mapping
      </SaveBar>
    </form>
  );
}
