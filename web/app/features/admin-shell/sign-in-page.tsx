import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import staffRules from "~/content/staff.json";
import { AdminApiError, safeNext, useAdminSubmit } from "~/lib/admin-api";
import { LIMITS } from "~/lib/contract";
import { signIn, type SignInAnswer } from "./api";
import { FormError } from "~/components/admin/admin-ui";
import { AuthFrame } from "./auth-frame";

/** Sign-in: e-mail and password, then, when two-factor is on, the code from the app. */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [needCode, setNeedCode] = useState(false);
  const [credentials, setCredentials] = useState({ email: "", password: "" });
  const { busy, error, run, clear } = useAdminSubmit();
  const sessionEnded = params.get("ended") === "1";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = needCode
      ? { ...credentials, code: String(form.get("code") ?? "") }
      : { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    await run(async () => {
      let answer: SignInAnswer;
      try {
        answer = await signIn(body);
      } catch (err) {
        // A wrong password during the code step means starting again.
        if (needCode && err instanceof AdminApiError && err.status === 401 && !err.message.includes("code")) setNeedCode(false);
        throw err;
      }
      if (answer?.needCode) {
        setCredentials({ email: body.email, password: body.password });
        setNeedCode(true);
        return;
      }
      navigate(safeNext(params.get("next")), { replace: true });
    });
  }

  return (
    <AuthFrame title="Sign in">
      {sessionEnded && !error ? (
        <p className="mb-4 rounded-field bg-brass-soft px-4 py-3 text-sm text-brass-ink">Your session has ended. Please sign in again.</p>
      ) : null}
      <form onSubmit={onSubmit} noValidate={false} className="flex flex-col gap-4">
        {needCode ? (
          <>
            <p className="text-sm text-ink-muted">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
            <TextField
              key="code"
              label="Code"
              name="code"
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step replaces the password step the person just sent; focus must land in its only field.
              autoFocus
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={staffRules.twoFactor.maxSignInCodeLength}
              spellCheck={false}
            />
          </>
        ) : (
          <>
            <TextField label="Email" name="email" type="email" required autoComplete="username" defaultValue={credentials.email} maxLength={LIMITS.email} />
            <TextField label="Password" name="password" type="password" required autoComplete="current-password" maxLength={staffRules.password.maxLength} />
          </>
        )}
        <FormError message={error} />
        <Button type="submit" disabled={busy} aria-disabled={busy || undefined}>
          {busy ? "Signing in…" : "Sign in"}
        </Button>
        {needCode ? (
          <Button
            variant="ghost"
            onClick={() => {
              setNeedCode(false);
              clear();
            }}
          >
            Use another account
          </Button>
        ) : (
          <Link to="/admin/forgot-password" className="self-start font-semibold text-accent-ink underline underline-offset-4">
            Forgot your password?
          </Link>
        )}
      </form>
    </AuthFrame>
  );
}
