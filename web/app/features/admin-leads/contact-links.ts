// One tap to call or to open WhatsApp with the greeting of content/inbox.json filled in.
import { whatsappHref } from "~/lib/whatsapp";
import { WHATSAPP_GREETING } from "./vocabulary";

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

/** The lead's WhatsApp link with the inbox greeting, signed by the person sending it. */
export function leadWhatsappHref(lead: { mobileDigits: string; name: string; propertyType: string; location: string }, staff: string): string | null {
  return whatsappHref(lead.mobileDigits, fillGreeting(WHATSAPP_GREETING, { name: lead.name, staff, propertyType: lead.propertyType, location: lead.location }));
}
