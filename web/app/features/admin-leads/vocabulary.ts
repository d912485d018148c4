// The inbox's words, written once in content/inbox.json (the server reads the same file).
import inbox from "~/content/inbox.json";

export type LeadStatus = "new" | "contacted" | "site_visit_booked" | "proposal_sent" | "won" | "lost";

export const LEAD_STATUSES = inbox.leadStatuses as ReadonlyArray<{ value: LeadStatus; label: string }>;

/** The way forward, New → Won; Lost sits beside it. */
export const PIPELINE = LEAD_STATUSES.filter((s) => s.value !== "lost");

export const INBOX_LIMITS = inbox.limits;
export const INBOX_MESSAGES = inbox.messages;
export const WHATSAPP_GREETING = inbox.leadWhatsappGreeting;

export function statusLabel(status: string): string {
  return LEAD_STATUSES.find((s) => s.value === status)?.label ?? status;
}

export function isLeadStatus(value: string): value is LeadStatus {
  return LEAD_STATUSES.some((s) => s.value === value);
}
