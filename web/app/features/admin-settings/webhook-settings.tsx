import { useState } from "react";
import { FormError, Notice, Panel, StaleNotice } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { TextField } from "~/components/ui/text-field";
import webhook from "~/content/webhook.json";
import { errorMessage, formatWhen, useAdminSubmit, useVersionedSave } from "~/lib/admin-api";
import { newWebhookSecret, saveWebhook, testWebhook, type WebhookSettings, type WebhookTest } from "./api";

/** What the owner reads after a test: the CRM's status, or why nothing came back. */
export function testSentence(a: WebhookTest): string {
  if (a.ok) return `Your CRM answered ${a.status}: the test lead arrived.`;
  if (a.status) return `Your CRM answered ${a.status}: the test lead was not accepted.`;
  return `No answer from your CRM. ${a.error}`;
}

/** The CRM webhook: where each new lead is posted, whether it is on, and the signing secret. */
export function WebhookSettingsPanel({ first, onStale }: { first: WebhookSettings; onStale: () => void }) {
  const [hook, setHook] = useState(first);
  const { save, saved, setSaved, stale, guard, reloadWith, submit } = useVersionedSave();
  const secret = useAdminSubmit();
  const [test, setTest] = useState<{ busy: boolean; answer: WebhookTest | null; error: string }>({ busy: false, answer: null, error: "" });

  const onSubmit = submit(
    (el) => {
      const form = new FormData(el);
      return saveWebhook({ url: String(form.get("url") ?? ""), enabled: form.get("enabled") === "on", version: hook.version });
    },
    setHook,
    (next) => (next.enabled ? "Saved. Each new lead will be sent to your CRM." : "Saved. The webhook is off."),
  );

  async function newSecret() {
    setSaved("");
    await secret.run(async () => {
      setHook(await guard(() => newWebhookSecret(hook.version)));
      setSaved("A new secret is in force. Give it to your CRM now: requests signed with the old one stop at once.");
    });
  }

  async function sendTest() {
    setTest({ busy: true, answer: null, error: "" });
    try {
      setTest({ busy: false, answer: await testWebhook(), error: "" });
    } catch (err) {
      setTest({ busy: false, answer: null, error: errorMessage(err) });
    }
  }

  return (
    <Panel title="CRM webhook" className="max-w-3xl">
      <StaleNotice message={stale} onReload={reloadWith(onStale)} />
      <p className="mb-4 text-sm text-ink-muted">
        Each new lead is sent to this address as JSON, signed so your CRM can check it came from us. Deliveries that fail are tried again for up to
        three days and show under Mail problems.
      </p>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" key={hook.version}>
        <TextField
          label="Address of your CRM"
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://crm.example.com/hooks/leads"
          defaultValue={hook.url}
          maxLength={webhook.limits.url}
          autoComplete="off"
          hint="Must start with https://."
          error={save.fields.url}
        />
        <Checkbox label="Send each new lead to this address" name="enabled" defaultChecked={hook.enabled} />
        <FormError message={save.error} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.busy}>
            Save
          </Button>
          <Button variant="secondary" onClick={sendTest} disabled={test.busy || !hook.url}>
            Send a test
          </Button>
        </div>
      </form>
      <div className="mt-4 flex flex-col gap-3">
        <Notice message={saved} />
        <div role="status" className="empty:hidden">
          {test.answer ? (
            <p className={test.answer.ok ? "rounded-field bg-success-soft px-4 py-3 text-sm font-semibold text-success" : "rounded-field bg-danger-soft px-4 py-3 text-sm font-semibold text-danger"}>
              {testSentence(test.answer)}
            </p>
          ) : null}
        </div>
        <FormError message={test.error} />
      </div>
      <section aria-labelledby="webhook-secret" className="mt-6 border-t border-line pt-4">
        <h3 id="webhook-secret" className="text-lg">Signing secret</h3>
        <p className="mt-1 text-sm text-ink-muted">
          Every request carries <code>X-Nivaas-Timestamp</code> (Unix seconds) and <code>X-Nivaas-Signature: sha256=…</code>, the HMAC-SHA256 of the
          timestamp, a full stop and the body, keyed with this secret.
        </p>
        <TextField label="Secret" readOnly value={hook.secret} className="mt-3" onFocus={(e) => e.currentTarget.select()} />
        <div className="mt-3 flex flex-col items-start gap-3">
          <Button variant="secondary" onClick={newSecret} disabled={secret.busy}>
            Make a new secret
          </Button>
          <FormError message={secret.error} />
        </div>
        <p className="mt-3 text-xs text-ink-muted">Last changed: {formatWhen(hook.updatedAt)}</p>
      </section>
    </Panel>
  );
}
