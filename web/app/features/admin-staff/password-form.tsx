import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useAdminSubmit } from "~/lib/admin-api";
import { FormError, NewPasswordField, Notice, Panel } from "~/components/admin/admin-ui";
import { changeOwnPassword } from "./api";

/** Change of one's own password; other devices are signed out by it. */
export function PasswordForm() {
  const [notice, setNotice] = useState("");
  const { busy, error, fields, run } = useAdminSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setNotice("");
    await run(async () => {
      await changeOwnPassword(String(form.get("current") ?? ""), String(form.get("password") ?? ""));
      formElement.reset();
      setNotice("Password changed. Your other devices are signed out.");
    });
  }

  return (
    <Panel title="Password">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label="Current password" name="current" type="password" required autoComplete="current-password" error={fields.current} />
        <NewPasswordField error={fields.password} />
        <FormError message={error} />
        <Notice message={notice} />
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            Change password
          </Button>
        </div>
      </form>
    </Panel>
  );
}
