import { useState, type FormEvent } from "react";
import staffRules from "~/content/staff.json";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useAdminSubmit, type Me } from "~/lib/admin-api";
import { FormError, Notice, Panel } from "~/components/admin/admin-ui";
import { beginTotp, confirmTotp, disableTotp, newRecoveryCodes, type TotpSetup } from "./api";
import { RecoveryCodes } from "./recovery-codes";

const { codeLength } = staffRules.twoFactor;

/** Two-factor sign-in: set-up with a QR code or the secret to type, recovery codes, turning it off. */
export function TwoFactor({ me, onChange }: { me: Me; onChange: () => void }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState("");
  const submit = useAdminSubmit();
  const { busy, error } = submit;

  function run(action: () => Promise<void>) {
    setNotice("");
    return submit.run(action);
  }

  const begin = () => run(async () => setSetup(await beginTotp()));

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    return run(async () => {
      const answer = await confirmTotp(code);
      setSetup(null);
      setCodes(answer.recoveryCodes);
    });
  };

  const withPassword = <T,>(call: (password: string) => Promise<T>, after: (answer: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const password = String(new FormData(formElement).get("password") ?? "");
    return run(async () => {
      after(await call(password));
      formElement.reset();
    });
  };

  if (codes) {
    return (
      <Panel title="Two-factor sign-in">
        <Notice message="Two-factor sign-in is on." />
        <div className="mt-3">
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              onChange();
            }}
          />
        </div>
      </Panel>
    );
  }

  return (
    <Panel title="Two-factor sign-in">
      {me.mustSetUpTOTP ? (
        <p className="mb-3 rounded-field bg-brass-soft px-4 py-3 text-sm font-semibold text-brass-ink">
          Owners must use two-factor sign-in. Set it up to continue.
        </p>
      ) : null}
      {me.totpEnabled ? (
        <div className="flex flex-col gap-5">
          <p className="text-ink">On: signing in asks for a code from your authenticator app.</p>
          <form onSubmit={withPassword(newRecoveryCodes, (a) => setCodes(a?.recoveryCodes ?? []))} className="flex flex-col gap-3">
            <TextField label="Password, to make new recovery codes" name="password" type="password" required autoComplete="current-password" />
            <div>
              <Button type="submit" variant="secondary" disabled={busy}>
                Make new recovery codes
              </Button>
            </div>
          </form>
          {me.role !== "owner" ? (
            <form
              onSubmit={withPassword(disableTotp, () => {
                setNotice("Two-factor sign-in is off.");
                onChange();
              })}
              className="flex flex-col gap-3"
            >
              <TextField label="Password, to turn two-factor sign-in off" name="password" type="password" required autoComplete="current-password" />
              <div>
                <Button type="submit" variant="secondary" disabled={busy}>
                  Turn off
                </Button>
              </div>
            </form>
          ) : null}
        </div>
      ) : setup ? (
        <form onSubmit={confirm} className="flex flex-col gap-4">
          <p className="text-sm text-ink-muted">Scan the code with an authenticator app, or type the key into it. Then enter the 6-digit code it shows.</p>
          <img src={setup.qr} width={200} height={200} alt="QR code for your authenticator app" className="rounded-field ring-1 ring-line" />
          <p className="text-sm">
            Key: <code className="font-mono break-all select-all">{setup.secret}</code>
          </p>
          <TextField label="Code from the app" name="code" required inputMode="numeric" autoComplete="one-time-code" maxLength={codeLength} pattern={`[0-9]{${codeLength}}`} />
          <div>
            <Button type="submit" disabled={busy}>
              Turn on
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-ink">Off. With it on, signing in also asks for a code from an app on your phone.</p>
          <div>
            <Button onClick={begin} disabled={busy}>
              Set up two-factor sign-in
            </Button>
          </div>
        </div>
      )}
      <div className="mt-3 flex flex-col gap-3">
        <FormError message={error} />
        <Notice message={notice} />
      </div>
    </Panel>
  );
}
