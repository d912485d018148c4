// WhatsApp as a channel: one lead's conversation, and the owner's template mapping with the channel's state.
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

/** The template kinds the site sends, in the owner's order, with what each is for. */
export const TEMPLATE_KINDS = [
  { kind: "lead_acknowledgement", label: "Thanks for the enquiry", hint: "Sent when a lead who asked for WhatsApp updates comes in." },
  { kind: "follow_up", label: "Follow-up", hint: "Sent by sales people to restart a conversation after 24 hours." },
  { kind: "booking_confirmation", label: "Booking confirmation", hint: "Sent when a consultation is booked." },
  { kind: "reminder_day_before", label: "Reminder the day before", hint: "Sent the day before a consultation." },
  { kind: "reminder_two_hours", label: "Reminder two hours before", hint: "Sent two hours before a consultation." },
] as const;

export type TemplateKind = (typeof TEMPLATE_KINDS)[number]["kind"];

export type TemplateLanguage = "en" | "hi";

export const TEMPLATE_LANGUAGES: { value: TemplateLanguage; label: string }[] = [
  { value: "en", label: "English" },
  { value: "hi", label: "Hindi" },
];

export interface TemplateMapping {
  name: string;
  language: TemplateLanguage;
}

/** The channel as the site sees it: credentials present, the last call to WhatsApp worked, and what last failed. */
export interface WhatsappChannel {
  configured: boolean;
  connected: boolean;
  lastError: string;
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
