// The leads' words, written once in content/leads.json (the server reads the same file).
import leadTexts from "~/content/leads.json";

export type LeadStatus = "new" | "contacted" | "site_visit_booked" | "proposal_sent" | "won" | "lost";

export const LEAD_STATUSES = leadTexts.leadStatuses as ReadonlyArray<{ value: LeadStatus; label: string }>;

/** The way forward, New → Won; Lost sits beside it. */
export const PIPELINE = LEAD_STATUSES.filter((s) => s.value !== "lost");

export const LEAD_LIMITS = leadTexts.limits;
export const LEAD_MESSAGES = leadTexts.messages;
/** What a person asked for (the server tells it per lead); each has its own first WhatsApp message. */
export type LeadRequest = keyof typeof leadTexts.leadWhatsappGreetings;
export const WHATSAPP_GREETINGS: Record<LeadRequest, string> = leadTexts.leadWhatsappGreetings;

export type CallOutcome = "answered" | "no_answer" | "call_back" | "not_interested" | "wrong_number";
export const CALL_OUTCOMES = leadTexts.callOutcomes as ReadonlyArray<{ value: CallOutcome; label: string }>;

export function statusLabel(status: string): string {
  return LEAD_STATUSES.find((s) => s.value === status)?.label ?? status;
}

export function isLeadStatus(value: string): value is LeadStatus {
  return LEAD_STATUSES.some((s) => s.value === value);
}
