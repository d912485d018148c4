import { useState, type FormEvent } from "react";
import { FormError, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { LIMITS } from "~/lib/contract";
import { roleLabels, useAdminSubmit, type Role } from "~/lib/admin-api";
import { addAccount } from "./api";
import { LinkToPass, type PasswordLink } from "./link-to-pass";

const roleOptions = (Object.keys(roleLabels) as Role[]).map((r) => ({ value: r, label: roleLabels[r] }));

/** Adds an account; the new person chooses a password through a one-time link. */
export function AddAccountForm({ onAdded }: { onAdded: () => void }) {
  const [link, setLink] = useState<PasswordLink | null>(null);
  const { busy, error, fields, run } = useAdminSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setLink(null);
    await run(async () => {
      const answer = await addAccount({ email: String(form.get("email") ?? ""), name: String(form.get("name") ?? ""), role: String(form.get("role") ?? "") });
      formElement.reset();
      setLink({ name: answer.account.name, email: answer.account.email, url: answer.link, mailed: answer.mailed });
      onAdded();
    });
  }

  return (
    <Panel title="Add an account">
      <form onSubmit={onSubmit} className="grid gap-4 md:grid-cols-[1fr_1fr_10rem_auto] md:items-start">
        <TextField label="Email" name="email" type="email" required maxLength={LIMITS.email} autoComplete="off" error={fields.email} />
        <TextField label="Name" name="name" required maxLength={LIMITS.name} autoComplete="off" error={fields.name} />
        <SelectField label="Role" name="role" required options={roleOptions} defaultValue="sales" error={fields.role} />
        <Button type="submit" disabled={busy} className="md:mt-7">
          Add account
        </Button>
      </form>
      <div className="mt-4 flex flex-col gap-3">
        <FormError message={error} />
        {link ? <LinkToPass link={link} /> : null}
      </div>
    </Panel>
  );
}
