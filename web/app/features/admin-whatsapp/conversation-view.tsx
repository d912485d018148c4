// A lead's WhatsApp conversation as staff see it: the messages, the window in words, and what may be sent now.
import { Send } from "lucide-react";
import type { FormEvent, KeyboardEvent } from "react";
import { FormError } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { useAdminSubmit } from "~/lib/admin-api";
import { WHATSAPP_LIMITS, WHATSAPP_MESSAGES, type Conversation } from "./api";
import { windowOpen, windowSentence } from "./conversation-text";
import { MessageList } from "./message-list";

export type Outgoing = { text: string } | { template: string };

interface ViewProps {
  conversation: Conversation;
  /** The time the window is judged at (ms), moved on by the page's poll. */
  now: number;
  /** Sends one message; rejects with the server's refusal (its sentence is shown as it comes). */
  onSend: (message: Outgoing) => Promise<void>;
}

export function ConversationView({ conversation: c, now, onSend }: ViewProps) {
  const send = useAdminSubmit();
  return (
    <div className="flex flex-col gap-4">
      <MessageList messages={c.messages} templates={c.templates} now={now} />
      {!c.configured ? (
        <p className="text-sm text-ink-muted">{WHATSAPP_MESSAGES.notConfigured} Use the WhatsApp button above to write from your own phone.</p>
      ) : !c.consent ? (
        <p className="text-sm text-ink-muted">{WHATSAPP_MESSAGES.noConsent}</p>
      ) : (
        <>
          <p className="text-sm font-semibold">{windowSentence(c, now)}</p>
          {windowOpen(c.window, now) ? (
            <ReplyForm busy={send.busy} onSend={(text) => send.run(() => onSend({ text }))} />
          ) : (
            <TemplateForm conversation={c} busy={send.busy} onSend={(template) => send.run(() => onSend({ template }))} />
          )}
        </>
      )}
      <FormError message={send.error} />
    </div>
  );
}

function ReplyForm({ busy, onSend }: { busy: boolean; onSend: (text: string) => Promise<boolean> }) {
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const box = event.currentTarget.elements.namedItem("text") as HTMLTextAreaElement;
    const text = box.value.trim();
    if (text && (await onSend(text))) box.value = "";
  }
  // Ctrl+Enter (⌘+Enter) sends from a keyboard; Enter alone starts a new line, as on a phone.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextArea label="Reply on WhatsApp" name="text" rows={3} maxLength={WHATSAPP_LIMITS.text} required onKeyDown={onKeyDown} />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
        <Send aria-hidden="true" className="size-4" />
        {busy ? "Sending…" : "Send"}
      </Button>
    </form>
  );
}

function TemplateForm({ conversation, busy, onSend }: { conversation: Conversation; busy: boolean; onSend: (kind: string) => Promise<boolean> }) {
  if (conversation.templates.length === 0) {
    return <p className="text-sm text-ink-muted">{WHATSAPP_MESSAGES.unmapped}</p>;
  }
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await onSend(String(new FormData(event.currentTarget).get("template") ?? ""));
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        label="Template"
        name="template"
        required
        options={conversation.templates.map((t) => ({ value: t.kind, label: t.label }))}
        className="sm:min-w-72"
      />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {busy ? "Sending…" : "Send template"}
      </Button>
    </form>
  );
}
