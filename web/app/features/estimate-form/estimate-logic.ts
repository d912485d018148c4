// The estimate page's rules: step 1 choices, step 2 checks and the submit order (spec sections 4, 5, 7 and 8).
import { blankLeadForm, submitLead, type LeadFormValues, type LeadSubmitted, type LeadValues, type SubmitResult } from "~/lib/api";
import type { Attribution } from "~/lib/attribution";
import { isValidEmail, isValidMobile } from "~/lib/contract";

/** window.alert text when saving fails or the network is down (spec section 8). */
export const ESTIMATE_ERROR_ALERT = "Something went wrong. Please try again.";
export const ESTIMATE_THANKS = "Your request has been submitted successfully.";

export type EstimateValues = LeadFormValues;

/** The WhatsApp-updates box starts unticked on this page (spec section 5). */
export const initialEstimate: EstimateValues = blankLeadForm(false);

/** NEXT is enabled only when both property type and location are chosen. */
export function canProceed(v: EstimateValues): boolean {
  return v.propertyType !== "" && v.location !== "";
}

/**
 * "incomplete": name or mobile missing, the submit does nothing (spec section 5);
 * "mobile" / "email": a value the server would refuse; "ok": send it.
 */
export type EstimateCheck = "incomplete" | "mobile" | "email" | "ok";

export function checkEstimate(v: EstimateValues): EstimateCheck {
  if (!canProceed(v) || !v.name.trim() || !v.mobile.trim()) return "incomplete";
  if (!isValidMobile(v.mobile)) return "mobile";
  if (v.email.trim() && !isValidEmail(v.email)) return "email";
  return "ok";
}

/** The estimate page stores an empty e-mail as null (spec section 3). */
export function estimateLead(v: EstimateValues): LeadValues {
  const email = v.email.trim();
  return {
    propertyType: v.propertyType,
    location: v.location,
    name: v.name,
    mobile: v.mobile,
    email: email === "" ? null : email,
    whatsappUpdates: v.whatsappUpdates,
    website: v.website,
  };
}

/**
 * Saves the lead, then requests the mail. Not ok when the lead was not saved;
 * a mail answer without `success` is only logged (spec section 8).
 */
export async function submitEstimate(
  v: EstimateValues,
  attribution: Attribution,
  infoEmail: string,
  log: (...args: unknown[]) => void = console.log,
): Promise<SubmitResult<LeadSubmitted>> {
  const result = await submitLead(estimateLead(v), attribution, infoEmail);
  if (result.ok && !result.data.mailSent) {
    log("Estimate saved, but the notification mail was not sent:", result.data.mailStatus, result.data.mailError);
  }
  return result;
}
