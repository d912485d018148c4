import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { FormError, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import privacyConfig from "~/content/privacy.json";
import { useAdminSubmit } from "~/lib/admin-api";
import { recordPhoneRequest, type PhoneRequest } from "./api";

const kindOptions = (Object.keys(privacyConfig.kinds) as PhoneRequest["kind"][]).map((k) => ({ value: k, label: privacyConfig.kinds[k] }));
const l = privacyConfig.limits;

/**
 * A request a person made on the phone (a mobile-only lead is sent to staff by the public page): recorded by the
 * staff member who called them back on the number we hold, open at once, then answered like any other.
 */
export function PhoneRequestForm() {
  const [open, setOpen] = useState(false);
  const submit = useAdminSubmit();
  const navigate = useNavigate();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const lead = text("leadId");
    await submit.run(async () => {
      const { request } = await recordPhoneRequest({
        kind: text("kind") as PhoneRequest["kind"],
        leadId: lead === "" ? 0 : Number.parseInt(lead, 10) || -1,
        name: text("name"),
        mobile: text("mobile"),
        email: text("email"),
        verified: form.get("verified") === "on",
        note: text("note"),
      });
      await navigate(`/admin/privacy/${request.id}`);
    });
  }
  if (!open) {
    return (
      <Button variant="secondary" className="mb-6 self-start" onClick={() => setOpen(true)}>
        Record a phone request
      </Button>
    );
  }
  return (
    <Panel title="Record a phone request" className="mb-6">
      <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2" noValidate>
        <SelectField label="What they ask" name="kind" options={kindOptions} placeholder="Choose one" required error={submit.fields.kind} />
        <TextField
          label="Lead number"
          name="leadId"
          inputMode="numeric"
          hint="The lead they are; leave empty and give their details below when there is none."
          error={submit.fields.leadId}
        />
        <TextField label="Their name" name="name" maxLength={l.name} error={submit.fields.name} />
        <TextField label="Their mobile" name="mobile" type="tel" maxLength={l.mobile} error={submit.fields.mobile} />
        <TextField label="Their e-mail" name="email" type="email" maxLength={l.email} error={submit.fields.email} />
        <TextArea label="Note" name="note" rows={3} maxLength={l.detail} hint="When they called and what they said." error={submit.fields.note ?? submit.fields.detail} />
        <Checkbox
          name="verified"
          className="md:col-span-2"
          label="I called them back on the number we hold, and they confirmed this request"
          error={submit.fields.verified}
        />
        <FormError message={submit.error} />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit" disabled={submit.busy}>
            Record the request
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Panel>
  );
}
