// The consultation modal's rules: defaults, validation and the submit order (spec sections 5, 7 and 8).
import { companyDetails } from "~/content/company";
import { blankLeadForm, submitLead, type LeadFormValues, type LeadSubmitted, type LeadValues, type SubmitResult } from "~/lib/api";
import type { Attribution } from "~/lib/attribution";
import { EMAIL_MESSAGE, FIELD_REQUIRED, isValidEmail, isValidMobile, MOBILE_MESSAGE, REQUIRED_MESSAGE } from "~/lib/contract";

export const SUCCESS_MESSAGE = "Thank you! Your consultation request has been submitted.";
export const MAIL_FAILED_MESSAGE = "Form saved, but email failed to send.";
export const FAILURE_MESSAGE = "Something went wrong. Please try again later.";

export type ConsultationValues = LeadFormValues;

/** The WhatsApp-updates box starts ticked (spec section 5). */
export function initialConsultation(): ConsultationValues {
  // The owner may make it start unticked (Settings → Company details, issue 28).
  return blankLeadForm(!companyDetails().whatsappStartsUnticked);
}

type ConsultationField = "propertyType" | "name" | "mobile" | "email";

export interface ConsultationProblems {
  /** The sentence above the button; REQUIRED_MESSAGE when a required field is empty. */
  message: string | null;
  fields: Partial<Record<ConsultationField, string>>;
}

/** Property type, name and mobile are required; location and e-mail are optional. */
export function validateConsultation(v: ConsultationValues): ConsultationProblems {
  const fields: ConsultationProblems["fields"] = {};
  const missing = !v.propertyType.trim() || !v.name.trim() || !v.mobile.trim();
  if (!v.propertyType.trim()) fields.propertyType = FIELD_REQUIRED;
  if (!v.name.trim()) fields.name = FIELD_REQUIRED;
  if (!v.mobile.trim()) fields.mobile = FIELD_REQUIRED;
  else if (!isValidMobile(v.mobile)) fields.mobile = MOBILE_MESSAGE;
  if (v.email.trim() && !isValidEmail(v.email)) fields.email = EMAIL_MESSAGE;
  return {
    message: missing ? REQUIRED_MESSAGE : Object.keys(fields).length > 0 ? "Please correct the highlighted fields." : null,
    fields,
  };
}

/** The modal sends an empty e-mail as "" (spec section 3). */
export function consultationLead(v: ConsultationValues): LeadValues {
  return {
    propertyType: v.propertyType,
    location: v.location,
    name: v.name,
    mobile: v.mobile,
    email: v.email.trim(),
    whatsappUpdates: v.whatsappUpdates,
    website: v.website,
  };
}

/** Saves the lead, then requests the mail; not ok is the spec's exception, after which the form is kept. */
export function submitConsultation(v: ConsultationValues, attribution: Attribution, infoEmail: string): Promise<SubmitResult<LeadSubmitted>> {
  return submitLead(consultationLead(v), attribution, infoEmail);
}
