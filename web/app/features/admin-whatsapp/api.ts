// WhatsApp as a channel: one lead's conversation, and the owner's template mapping with the channel's state.
import whatsappContent from "~/content/whatsapp.json";
import { adminApi } from "~/lib/admin-api";

export type MessageStatus = "queued" | "sent" | "delivered" | "read" | "failed" | "received";

/** One WhatsApp message of a lead, either way. */
export interface WhatsappMessage {
  id: number;
  direction: "in" | "out";
  text: string;
  /** The template kind it was sent as; null for free text and inbound messages. */
  template: string | null;
  at: string;
  status: MessageStatus;
  /** Who sent it (outbound by a person); null for the lead and for automatic messages. */
  by: string | null;
}

export interface TemplateChoice {
  kind: string;
  label: string;
}

export interface Conversation {
  /** The site has WhatsApp credentials: it can send and receive. */
  configured: boolean;
  /** WhatsApp's 24-hour customer-service window, opened by the lead's last message. */
  window: { open: boolean; closesAt: string | null };
  /** Oldest first. */
  messages: WhatsappMessage[];
  /** The mapped templates that may be sent to this lead now. */
  templates: TemplateChoice[];
  /** The lead agreed to WhatsApp messages and has not withdrawn. */
  consent: boolean;
}

const conversationPath = (leadId: number) => `/api/admin/leads/${leadId}/conversation`;

export const readConversation = (leadId: number, signal?: AbortSignal) => adminApi<Conversation>(conversationPath(leadId), { signal });

/** Free text, inside the window only; answers the queued message. */
export const sendText = (leadId: number, text: string) => adminApi<WhatsappMessage>(conversationPath(leadId), { body: { text } });

/** An approved template, the only thing that may open a conversation. */
export const sendTemplate = (leadId: number, kind: string) => adminApi<WhatsappMessage>(conversationPath(leadId), { body: { template: kind } });

/** The signed-in person has seen the lead's messages: the list's unread marker goes. */
export const markRead = (leadId: number) => adminApi<undefined>(`${conversationPath(leadId)}/read`, { body: {} });

/** What each kind is for, beside the label whatsapp.json gives it (the server's words for the same kinds). */
const KIND_HINTS: Record<string, string> = {
  booking_confirmation: "Sent when a consultation is booked, with the link to move or cancel it.",
  reminder_day_before: "Sent the day before a consultation.",
  reminder_two_hours: "Sent two hours before a consultation.",
  lead_acknowledgement: "Sent when a lead who ticked WhatsApp updates comes in; sales people can send it too.",
  follow_up: "Sent by sales people to start the conversation again after 24 hours.",
};

export type TemplateKind = "booking_confirmation" | "reminder_day_before" | "reminder_two_hours" | "lead_acknowledgement" | "follow_up";

/** The kinds of message the business starts, in the server's order, with what each is for. */
export const TEMPLATE_KINDS = whatsappContent.kinds.map((k) => ({
  kind: k.kind as TemplateKind,
  label: k.label,
  hint: KIND_HINTS[k.kind] ?? "",
  /** The words filled into the template, in order. */
  parameters: k.parameters,
}));

export type TemplateLanguage = "en" | "hi";

export const TEMPLATE_LANGUAGES = whatsappContent.languages.map((l) => ({ value: l.code as TemplateLanguage, label: l.label }));

/** The server's limits: a text's length and a template name's. */
export const WHATSAPP_LIMITS = whatsappContent.limits;

/** The server's sentences, for the states the page shows before anything is refused. */
export const WHATSAPP_MESSAGES = whatsappContent.messages;

export interface TemplateMapping {
  name: string;
  language: TemplateLanguage;
}

/** The channel as the site sees it: credentials present, the last call to WhatsApp worked, and what last failed. */
export interface WhatsappChannel {
  configured: boolean;
  connected: boolean;
  lastError: string | null;
  lastErrorAt: string | null;
}

export interface WhatsappSettings extends WhatsappChannel {
  /** The approved template (as named in WhatsApp Manager) for each kind; null: that kind is not sent. */
  templates: Partial<Record<TemplateKind, TemplateMapping | null>>;
  version: number;
}

export const readWhatsappSettings = (signal?: AbortSignal) => adminApi<WhatsappSettings>("/api/admin/whatsapp", { signal });

export const saveWhatsappSettings = (body: { templates: Record<TemplateKind, TemplateMapping | null>; version: number }) =>
  adminApi<WhatsappSettings>("/api/admin/whatsapp", { method: "PUT", body });
