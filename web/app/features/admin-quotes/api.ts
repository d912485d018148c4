// The quotes' calls: the owner's price list and schedule, and a lead's quote versions with what staff do to them.
import { adminApi } from "~/lib/admin-api";
import type { Computed, Draft, LeadQuote, QuoteSettings, Version } from "./quote-types";

export const readQuoteSettings = (signal?: AbortSignal) => adminApi<QuoteSettings>("/api/admin/quote-settings", { signal });

/** The whole price list, limits and schedule at once, with the version read (a stale one is refused). */
export const saveQuoteSettings = (settings: QuoteSettings) =>
  adminApi<QuoteSettings>("/api/admin/quote-settings", {
    method: "PUT",
    body: settings,
  });

export const readLeadQuote = (leadId: number, signal?: AbortSignal) => adminApi<LeadQuote>(`/api/admin/leads/${leadId}/quote`, { signal });

/** The server's figures for a draft, saving nothing: the totals shown are always the server's. */
export const previewQuote = (leadId: number, draft: Draft, signal?: AbortSignal) =>
  adminApi<Computed>(`/api/admin/leads/${leadId}/quote/preview`, {
    body: draft,
    signal,
  });

export const saveQuoteVersion = (leadId: number, draft: Draft) =>
  adminApi<Version>(`/api/admin/leads/${leadId}/quote/versions`, {
    body: draft,
  });

/** Makes the customer's link; the lead moves to Proposal sent. */
export const shareVersion = (id: number) => adminApi<Version>(`/api/admin/quote-versions/${id}/share`, { body: {} });

/** The customer said yes on a call: who read which version to whom is recorded with the signed-in person. */
export const acceptOnCall = (id: number, body: { customerName: string; note: string }) =>
  adminApi<Version>(`/api/admin/quote-versions/${id}/accept-on-call`, { body });

/** A new booking-amount link when the last one expired or was cancelled. */
export const reissuePaymentLink = (id: number) =>
  adminApi<Version>(`/api/admin/quote-versions/${id}/payment-link`, {
    body: {},
  });
