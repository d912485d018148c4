// Correcting what the visitor gave (issue 41 item 11): a lead from a contact message has no city or property type.
import { Pencil } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FormError } from "~/components/admin/admin-ui";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useAdminSubmit } from "~/lib/admin-api";
import { EMAIL_MESSAGE, FIELD_REQUIRED, isValidEmail, isValidMobile, LIMITS, LOCATIONS, MOBILE_MESSAGE, PROPERTY_TYPES, tooLong } from "~/lib/contract";
import { changeLeadDetails } from "~/features/admin-leads/api";
import type { Lead } from "~/features/admin-leads/lead-types";
import type { ChangeLead } from "./lead-work";

/** The header's line under the name: what and where, or that neither was given. */
export function requestLine(lead: Pick<Lead, "propertyType" | "location">): string {
  if (lead.propertyType && lead.location) return `${lead.propertyType} in ${lead.location}`;
  if (lead.propertyType) return lead.propertyType;
  if (lead.location) return `Property type not given, in ${lead.location}`;
  return "No property type or city given";
}

type Fields = {
  name: string;
  mobile: string;
  email: string;
  location: string;
  propertyType: string;
};

function check(f: Fields): Partial<Record<keyof Fields, string>> {
  const bad: Partial<Record<keyof Fields, string>> = {};
  if (!f.name) bad.name = FIELD_REQUIRED;
  else if (f.name.length > LIMITS.name) bad.name = tooLong(LIMITS.name);
  if (!f.mobile) bad.mobile = FIELD_REQUIRED;
  else if (!isValidMobile(f.mobile)) bad.mobile = MOBILE_MESSAGE;
  if (f.email && !isValidEmail(f.email)) bad.email = EMAIL_MESSAGE;
  return bad;
}

export function EditDetails({ lead, change }: { lead: Lead; change: ChangeLead }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const submit = useAdminSubmit();
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (k: keyof Fields) => String(form.get(k) ?? "").trim();
    const fields: Fields = {
      name: text("name"),
      mobile: text("mobile"),
      email: text("email"),
      location: text("location"),
      propertyType: text("propertyType"),
    };
    const bad = check(fields);
    setErrors(bad);
    if (Object.keys(bad).length) return;
    if (await submit.run(() => change(() => changeLeadDetails(lead, fields)))) setOpen(false);
  }

  const err = (k: keyof Fields) => errors[k] || submit.fields[k];
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen(!open);
          setErrors({});
          submit.clear();
        }}
        className={buttonClass("secondary", "md")}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit details
      </button>
      <div id={id} hidden={!open}>
        {open ? (
          <form
            onSubmit={(e) => void onSubmit(e)}
            // A corrected field loses its old complaint at once.
            onInput={(e) => {
              const name = (e.target as HTMLInputElement).name as keyof Fields;
              if (errors[name]) setErrors({ ...errors, [name]: undefined });
            }}
            noValidate
            aria-label="Lead details"
            className="mt-3 grid max-w-2xl gap-3 rounded-card bg-white p-5 shadow-soft sm:grid-cols-2"
          >
            <TextField label="Name" name="name" required autoComplete="off" maxLength={LIMITS.name} defaultValue={lead.name} error={err("name")} />
            <TextField
              label="Mobile"
              name="mobile"
              type="tel"
              required
              autoComplete="off"
              maxLength={LIMITS.mobile}
              defaultValue={lead.mobile}
              error={err("mobile")}
            />
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="off"
              maxLength={LIMITS.email}
              defaultValue={lead.email ?? ""}
              error={err("email")}
            />
            <SelectField label="City" name="location" placeholder="Not given" options={LOCATIONS} defaultValue={lead.location} error={err("location")} />
            <SelectField
              label="Property type"
              name="propertyType"
              placeholder="Not given"
              options={PROPERTY_TYPES}
              defaultValue={lead.propertyType}
              error={err("propertyType")}
            />
            <div className="sm:col-span-2">
              <FormError message={submit.error} />
            </div>
            <div className="flex gap-2 sm:col-span-2">
              <Button type="submit" disabled={submit.busy}>
                Save details
              </Button>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </div>
  );
}
