// The inbox's words, written once in content/inbox.json (the server reads the same file).
import inbox from "~/content/inbox.json";

export type LeadStatus = "new" | "contacted" | "site_visit_booked" | "proposal_sent" | "won" | "lost";

export const LEAD_STATUSES = inbox.leadStatuses as ReadonlyArray<{ value: LeadStatus; label: string }>;

/** The way forward, New → Won; Lost sits beside it. */
export const PIPELINE = LEAD_STATUSES.filter((s) => s.value !== "lost");

export const INBOX_LIMITS = inbox.limits;
export const INBOX_MESSAGES = inbox.messages;
/** What a person asked for (the server tells it per lead); each has its own first WhatsApp message. */
export type LeadRequest = keyof typeof inbox.leadWhatsappGreetings;
export const WHATSAPP_GREETINGS: Record<LeadRequest, string> = inbox.leadWhatsappGreetings;

export type CallOutcome = "answered" | "no_answer" | "call_back" | "not_interested" | "wrong_number";
export const CALL_OUTCOMES = inbox.callOutcomes as ReadonlyArray<{ value: CallOutcome; label: string }>;

export function statusLabel(status: string): string {
  return LEAD_STATUSES.find((s) => s.value === status)?.label ?? status;
}

export function isLeadStatus(value: string): value is LeadStatus {
  return LEAD_STATUSES.some((s) => s.value === value);
}
