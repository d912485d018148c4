import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { AdminApiError, useAdminSubmit } from "~/lib/admin-api";
import { FormError, NewPasswordField } from "~/components/admin/admin-ui";
import { setPassword } from "./api";
import { AuthFrame } from "./auth-frame";

/** The page of a one-time set-password link; its secret is after '#', so it never reaches a server log. */
export function SetPasswordPage() {
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { busy, error, fields, run } = useAdminSubmit();

  useEffect(() => {
    setToken(window.location.hash.slice(1));
    // Out of the address bar and history once read.
    window.history.replaceState(null, "", window.location.pathname);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("repeat") ?? "")) {
      // Refused here, before sending: the same field message a server refusal would show.
      await run(() => Promise.reject(new AdminApiError(400, "", { repeat: "The two passwords are not the same." })));
      return;
    }
    if (await run(() => setPassword(token, password))) setDone(true);
  }

  if (done) {
    return (
      <AuthFrame title="Password saved">
        <p className="mb-6 text-ink-muted">You can sign in with your new password now.</p>
        <Link to="/admin/sign-in" className="font-semibold text-accent-ink underline underline-offset-4">
          Sign in
        </Link>
      </AuthFrame>
    );
  }
  if (token === "") {
    return (
      <AuthFrame title="Choose a password">
        <p className="text-ink-muted">This link is not complete. Open the whole link you were sent, or ask an owner for a new one.</p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Choose a password">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <NewPasswordField error={fields.password} />
        <TextField label="Repeat the password" name="repeat" type="password" required autoComplete="new-password" error={fields.repeat} />
        <FormError message={error} />
        <Button type="submit" disabled={busy || token === null}>
          {busy ? "Saving…" : "Save password"}
        </Button>
      </form>
    </AuthFrame>
  );
}
