// The owner's WhatsApp settings: whether the channel works, and which approved template each kind of message uses.
import { useState } from "react";
import { LoadedEditor, Panel, SaveBar, StaleNotice } from "~/components/admin/admin-ui";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { formatWhen, useAdminQuery, useVersionedSave } from "~/lib/admin-api";
import { cn } from "~/lib/cn";
import {
  readWhatsappSettings,
  saveWhatsappSettings,
  TEMPLATE_KINDS,
  TEMPLATE_LANGUAGES,
  type TemplateKind,
  type TemplateLanguage,
  type TemplateMapping,
  type WhatsappChannel,
  type WhatsappSettings,
  WHATSAPP_LIMITS,
} from "./api";

/** The channel in one line: set up or not, and whether the last call to WhatsApp went through. */
export function channelSentence(c: WhatsappChannel): string {
  if (!c.configured) return "Not set up: the server has no WhatsApp Business account details, so nothing is sent or received on WhatsApp.";
  return c.connected ? "Connected: messages go out and replies come in." : "Set up, but not connected: the last call to WhatsApp failed.";
}

/** The channel's state, with its last error; with the last error. */
function ChannelStatus({ channel }: { channel: WhatsappChannel }) {
  const ok = channel.configured && channel.connected;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className={cn("rounded-field px-4 py-3 font-semibold", ok ? "bg-success-soft text-success" : channel.configured ? "bg-danger-soft text-danger" : "bg-limewash text-ink")}>
        {channelSentence(channel)}
      </p>
      {channel.lastError ? (
        <p className="break-words text-ink-muted">
          Last error, {formatWhen(channel.lastErrorAt)}: {channel.lastError}
        </p>
      ) : null}
    </div>
  );
}

/** Settings' WhatsApp block. */
export function WhatsappSection() {
  const query = useAdminQuery("whatsapp-settings", readWhatsappSettings);
  return (
    <Panel title="WhatsApp" className="mb-5 max-w-3xl">
      <LoadedEditor query={query} loading="Loading the WhatsApp settings…" editor={WhatsappForm} />
    </Panel>
  );
}

/** The mapping as typed: an empty name is a kind that is not sent. */
function readMapping(form: FormData): Record<TemplateKind, TemplateMapping | null> {
  const out = {} as Record<TemplateKind, TemplateMapping | null>;
  for (const { kind } of TEMPLATE_KINDS) {
    const name = String(form.get(`${kind}.name`) ?? "").trim();
    out[kind] = name ? { name, language: String(form.get(`${kind}.language`) ?? "en") as TemplateLanguage } : null;
  }
  return out;
}

function WhatsappForm({ first, onStale }: { first: WhatsappSettings; onStale: () => void }) {
  const [settings, setSettings] = useState(first);
  const { save, saved, stale, reloadWith, submit } = useVersionedSave();
  const onSubmit = submit(
    (el) => saveWhatsappSettings({ templates: readMapping(new FormData(el)), version: settings.version }),
    setSettings,
    "Saved. Each kind with a template name is sent on WhatsApp from now on.",
  );
  const fieldError = (kind: string) => save.fields[`templates.${kind}`];
  return (
    <div className="flex flex-col gap-4">
      <StaleNotice message={stale} onReload={reloadWith(onStale)} />
      <ChannelStatus channel={settings} />
      <p className="text-sm text-ink-muted">
        Outside the 24 hours after a person&apos;s last message, WhatsApp only lets a business send templates it has approved. Give the name of
        the approved template for each kind of message, as written in WhatsApp Manager, and its language. A kind left empty is not sent.
      </p>
      <form onSubmit={onSubmit} key={settings.version} className="flex flex-col gap-4">
        {TEMPLATE_KINDS.map(({ kind, label, hint, parameters }) => {
          const mapped = settings.templates[kind] ?? null;
          return (
            <fieldset key={kind} className="rounded-field border border-line p-4">
              <legend className="px-1 font-semibold">{label}</legend>
              <p className="text-sm text-ink-muted">{hint}</p>
              <p className="mb-3 text-sm text-ink-muted">
                Its variables, in order: {parameters.map((p, i) => `{{${i + 1}}} ${p}`).join(", ")}.
              </p>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
                <TextField
                  label="Template name"
                  name={`${kind}.name`}
                  defaultValue={mapped?.name ?? ""}
                  maxLength={WHATSAPP_LIMITS.templateName}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  error={fieldError(kind)}
                />
                <SelectField label="Language" name={`${kind}.language`} defaultValue={mapped?.language ?? "en"} options={TEMPLATE_LANGUAGES} />
              </div>
            </fieldset>
          );
        })}
        <SaveBar save={save} saved={saved}>
          Save
        </SaveBar>
      </form>
    </div>
  );
}
