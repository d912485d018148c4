import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { FormError } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { LIMITS } from "~/lib/contract";
import { useAdminSubmit } from "~/lib/admin-api";
import { forgotPassword } from "./api";
import { AuthFrame } from "./auth-frame";

/** A person who forgot their password asks for a set-password link by mail (at most one every ten minutes). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState("");
  const { busy, error, fields, run } = useAdminSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    await run(async () => setSent((await forgotPassword(email)).message));
  }

  if (sent) {
    return (
      <AuthFrame title="Check your e-mail">
        <p role="status" className="mb-6 text-ink-muted">
          {sent}
        </p>
        <Link to="/admin/sign-in" className="font-semibold text-accent-ink underline underline-offset-4">
          Back to sign in
        </Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Forgot your password?">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-ink-muted">Enter the e-mail address you sign in with. We will mail you a link to choose a new password.</p>
        <TextField label="Email" name="email" type="email" required autoComplete="username" maxLength={LIMITS.email} error={fields.email} />
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          {busy ? "Sending…" : "Mail me a link"}
        </Button>
        <Link to="/admin/sign-in" className="self-start font-semibold text-accent-ink underline underline-offset-4">
          Back to sign in
        </Link>
      </form>
    </AuthFrame>
  );
}
