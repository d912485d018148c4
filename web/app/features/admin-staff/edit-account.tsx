import { useState, type FormEvent } from "react";
import { FormError, Notice, Panel, StaleNotice, SubmitOrClose } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { LIMITS } from "~/lib/contract";
import { roleLabels, useAdminSubmit, useStaleEdit, type Role } from "~/lib/admin-api";
import { changeAccount, grantable, makePasswordLink, resetTwoFactor, type StaffAccount } from "./api";
import { LinkToPass, type PasswordLink } from "./link-to-pass";

const roleOptions = (Object.keys(roleLabels) as Role[]).map((r) => ({ value: r, label: roleLabels[r] }));

/** Changes one account: name, role, disabled; a new set-password link; two-factor reset for a lost phone. */
export function EditAccount({ account, isSelf, onChanged, onClose }: { account: StaffAccount; isSelf: boolean; onChanged: () => void; onClose: () => void }) {
  const [notice, setNotice] = useState("");
  const [link, setLink] = useState<PasswordLink | null>(null);
  const submit = useAdminSubmit();
  const { busy, error, fields } = submit;
  const stale = useStaleEdit();

  function run(action: () => Promise<void>) {
    setNotice("");
    setLink(null);
    stale.clear();
    return submit.run(async () => {
      await action();
      onChanged();
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return run(async () => {
      await stale.guard(() =>
        changeAccount(account.id, {
          version: account.version,
          name: String(form.get("name") ?? ""),
          role: String(form.get("role") ?? ""),
          grants: grantable.filter((g) => form.get(`grant-${g.permission}`) === "on").map((g) => g.permission),
          disabled: form.get("disabled") === "on",
        }),
      );
      setNotice("Changes saved.");
    });
  }

  return (
    <Panel title={`Edit ${account.name}`}>
      <StaleNotice message={stale.stale} onReload={stale.reloadWith(onChanged)} />
      <form key={account.version} onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2">
        <TextField label="Name" name="name" required maxLength={LIMITS.name} defaultValue={account.name} error={fields.name} />
        <SelectField label="Role" name="role" options={roleOptions} defaultValue={account.role} error={fields.role} />
        {grantable.map((g) => (
          <Checkbox
            key={g.permission}
            name={`grant-${g.permission}`}
            label={g.label}
            hint={g.hint}
            defaultChecked={account.grants.includes(g.permission)}
            error={fields.grants}
          />
        ))}
        {isSelf ? null : <Checkbox name="disabled" label="Disabled: cannot sign in, and is signed out everywhere" defaultChecked={account.disabled} />}
        <SubmitOrClose label="Save changes" disabled={busy} onClose={onClose} className="md:col-span-2" />
      </form>
      {isSelf ? null : (
        <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-4">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(async () => {
                const answer = await makePasswordLink(account.id);
                setLink({ name: account.name, email: account.email, url: answer.link, mailed: answer.mailed });
              })
            }
          >
            Make a set-password link
          </Button>
          {account.totpEnabled ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  await resetTwoFactor(account.id);
                  setNotice(`Two-factor sign-in of ${account.name} is off; they set it up again after signing in.`);
                })
              }
            >
              Reset two-factor
            </Button>
          ) : null}
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3">
        <FormError message={error} />
        <Notice message={notice} />
        {link ? <LinkToPass link={link} /> : null}
      </div>
    </Panel>
  );
}
