import type { LeadFormValues } from "~/lib/api";
import { textBinder } from "~/lib/form";
import { Checkbox } from "./checkbox";
import { MobileInput } from "./mobile-input";
import { TextField } from "./text-field";

/** The e-mail field of the visitor forms: required on Contact Us, optional on the lead forms. */
export function EmailField({ value, onChange, error, optional = false }: { value: string; onChange: (value: string) => void; error?: string; optional?: boolean }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      inputMode="email"
      required={optional ? undefined : true}
      autoComplete="email"
      hint={optional ? "Optional" : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

type ContactPart = "name" | "mobile" | "email";

/** Name (the grid's full width), mobile and optional e-mail: how the estimate and the consultation reach the visitor. */
export function LeadContactFields({
  values,
  onChange,
  errors,
}: {
  values: Pick<LeadFormValues, ContactPart>;
  onChange: (field: ContactPart, value: string) => void;
  errors: Partial<Record<ContactPart, string>>;
}) {
  const bind = textBinder(values, onChange);
  return (
    <>
      <TextField label="Name" required autoComplete="name" {...bind("name")} error={errors.name} className="sm:col-span-2" />
      <MobileInput label="Mobile number" required {...bind("mobile")} error={errors.mobile} />
      <EmailField optional value={values.email} onChange={(v) => onChange("email", v)} error={errors.email} />
    </>
  );
}

/** The lead forms' WhatsApp box, ticked from the start (spec section 5). */
export function WhatsappUpdatesBox({ checked, onChange, className }: { checked: boolean; onChange: (checked: boolean) => void; className?: string }) {
  return (
    <Checkbox label="Send me updates on WhatsApp" name="whatsappUpdates" checked={checked} onChange={(e) => onChange(e.target.checked)} className={className} />
  );
}
