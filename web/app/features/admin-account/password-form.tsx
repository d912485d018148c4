import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { adminApi, AdminApiError, errorMessage } from "~/lib/admin-api";
import { FormError, Notice, Panel } from "~/components/admin/admin-ui";

/** Change of one's own password; other devices are signed out by it. */
export function PasswordForm() {
  const [error, setError] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setError("");
    setFields({});
    setNotice("");
    try {
      await adminApi("/api/admin/me/password", { body: { current: form.get("current"), password: form.get("password") } });
      formElement.reset();
      setNotice("Password changed. Your other devices are signed out.");
    } catch (err) {
      setError(errorMessage(err));
      if (err instanceof AdminApiError) setFields(err.fields);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Password">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label="Current password" name="current" type="password" required autoComplete="current-password" error={fields.current} />
        <TextField
          label="New password"
          name="password"
          type="password"
          required
          minLength={12}
          maxLength={256}
          autoComplete="new-password"
          hint="At least 12 characters, not a common password."
          error={fields.password}
        />
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
