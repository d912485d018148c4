// One tap to call or to open WhatsApp with the greeting of content/leads.json filled in.
import { normalizeMobile } from "~/lib/contract";
import { whatsappHref } from "~/lib/whatsapp";
import { WHATSAPP_GREETINGS, type LeadRequest } from "~/features/admin-leads/vocabulary";

const TEN_DIGITS = /^[6-9]\d{9}$/;

export interface GreetingValues {
  name: string;
  staff: string;
  propertyType: string;
  location: string;
}

/** The template with each {placeholder} replaced; an unknown placeholder is left as written. */
export function fillGreeting(template: string, values: GreetingValues): string {
  return template.replace(/\{(name|staff|propertyType|location)\}/g, (_, key: keyof GreetingValues) => values[key].trim());
}

/** tel: link of a 10-digit Indian mobile, or null when the digits are not one. */
export function telHref(mobileDigits: string): string | null {
  return TEN_DIGITS.test(mobileDigits) ? `tel:+91${mobileDigits}` : null;
}

export { whatsappHref }; // written once in ~/lib/whatsapp, shared with the messages page

/** The lead's 10 digits, from the page's own field or read from the mobile as typed (list rows). */
export function leadDigits(lead: { mobile: string; mobileDigits?: string }): string {
  return lead.mobileDigits ?? normalizeMobile(lead.mobile) ?? "";
}

/** The lead's WhatsApp link with the greeting for what they asked for, signed by the person sending it. */
export function leadWhatsappHref(
  lead: { mobile: string; mobileDigits?: string; name: string; propertyType: string; location: string; request: LeadRequest },
  staff: string,
): string | null {
  const greeting = WHATSAPP_GREETINGS[lead.request] ?? WHATSAPP_GREETINGS.estimate;
  return whatsappHref(leadDigits(lead), fillGreeting(greeting, { name: lead.name, staff, propertyType: lead.propertyType, location: lead.location }));
}
