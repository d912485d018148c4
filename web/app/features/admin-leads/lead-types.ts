// The leads' answers, as the server's lead inbox API (internal/httpapi) sends them.
import type { LeadRequest, LeadStatus } from "./vocabulary";

export interface StaffRef {
  id: number;
  name: string;
}

/** One row of the leads list. */
export interface LeadSummary {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
  propertyType: string;
  location: string;
  status: LeadStatus;
  assignee: StaffRef | null;
  /** "YYYY-MM-DD", India date. */
  followUpOn: string | null;
  createdAt: string;
  page: string;
  utmCampaign: string;
  /** What they asked for: the WhatsApp greeting follows it. */
  request: LeadRequest;
  /** Other leads with the same normalised mobile. */
  duplicateCount: number;
  /** Nobody contacted it within the owner's response target (the owner was mailed). */
  late: boolean;
  /** WhatsApp messages from them that nobody has opened the lead to read yet. */
  whatsappUnread: number;
  version: number;
}

/** Everything about one lead. */
export interface Lead extends LeadSummary {
  whatsappUpdates: boolean;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmTerm: string;
  utmContent: string;
  lostReason: string;
  /** The 10-digit Indian number, for tel: and wa.me links. */
  mobileDigits: string;
  mergedIds: number[];
  /** The order's value in whole rupees, entered when the lead is won; null when none. */
  wonValue: number | null;
  /** The quote version the customer accepted, null when none: a won lead's value is then its total (whole rupees). */
  acceptedQuote: { number: number; wonValue: number } | null;
}

export type LeadEventKind = "created" | "status" | "assigned" | "note" | "follow_up" | "merged" | "call" | "whatsapp" | "details";

export interface LeadEvent {
  id: number;
  at: string;
  /** null: the visitor or the system. */
  actor: StaffRef | null;
  kind: LeadEventKind;
  text: string;
}

export interface LeadMail {
  id: number;
  to: string;
  subject: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string;
  createdAt: string;
  sentAt: string | null;
}

export type StatusCounts = Record<LeadStatus, number>;

export interface LeadListAnswer {
  leads: LeadSummary[];
  next: string | null;
  counts: StatusCounts;
  newestId: number;
  /** Added by the server when it can: the people leads may be assigned to. */
  staff?: StaffRef[];
}

/** One purpose the person agreed to, with the notice they read (issue 28). */
export interface LeadConsent {
  purpose: string;
  label: string;
  noticeVersion: number;
  language: string;
  givenAt: string;
  withdrawnAt: string | null;
}

export interface LeadDetailAnswer {
  lead: Lead;
  events: LeadEvent[];
  mails: LeadMail[];
  duplicates: LeadSummary[];
  staff: StaffRef[];
  consents: LeadConsent[];
  /** When the person withdrew WhatsApp updates; null while they stand or were never given. */
  whatsappWithdrawnAt: string | null;
  /** The ad whose own form the lead came from (Meta lead ads, Google lead forms); null for the site's forms. */
  ad?: LeadAd | null;
}

/** The ad a lead answered in the platform's own form; names may be "" where the platform gives none. */
export interface LeadAd {
  platform: string;
  platformName: string;
  formId: string;
  campaignId: string;
  campaignName: string;
  adsetId: string;
  adsetName: string;
  adId: string;
  adName: string;
  submittedAt: string | null;
}
