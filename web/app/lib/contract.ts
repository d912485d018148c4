// The one contract of the visitor forms (content/contract.json), read by the server too (internal/contract).
import contract from "~/content/contract.json";

export const COUNTRY_CODE = contract.countryCode;
export const PROPERTY_TYPES: readonly string[] = contract.propertyTypes;
export const LOCATIONS: readonly string[] = contract.locations;
export const CONTACT_SUBJECTS: ReadonlyArray<{ value: string; label: string }> = contract.contactSubjects;
export const GALLERY_CATEGORIES: ReadonlyArray<{ slug: string; label: string }> = contract.galleryCategories;
export const TIERS: readonly string[] = contract.tiers;
/** The visitor forms' limits, in characters; staff forms use the same for names and e-mail addresses. */
export const LIMITS = contract.limits;
export const MESSAGES = contract.messages;

/** The modal's sentence for a missing required field (spec section 8). */
export const REQUIRED_MESSAGE = MESSAGES.formIncomplete;
/** The sentence next to one empty required field. */
export const FIELD_REQUIRED = MESSAGES.required;
/** The one sentence for a bad mobile number, in browser and server alike (DESIGN.md). */
export const MOBILE_MESSAGE = MESSAGES.mobile;
/** The sentence for an address the server would refuse. */
export const EMAIL_MESSAGE = MESSAGES.email;

/** The message for a text over max characters. */
export function tooLong(max: number): string {
  return MESSAGES.tooLong.replace("{max}", String(max));
}

// The patterns are plain enough to mean the same in JavaScript and Go's RE2; contract-vectors.json pins both.
const emailPattern = new RegExp(contract.rules.email);
const mobileSeparators = new RegExp(contract.rules.mobileSeparators, "g");
const mobileDigits = new RegExp(contract.rules.mobileDigits);
const phonePattern = new RegExp(contract.rules.phone);

/**
 * Whether the trimmed value is an address the mailer can send to and a person would accept:
 * an ASCII dot-atom local part and a dotted domain ending in a letters-only TLD, within the SMTP limits.
 */
export function isValidEmail(value: string): boolean {
  const s = value.trim();
  const at = s.lastIndexOf("@");
  return s.length <= LIMITS.email && at >= 0 && at <= LIMITS.emailLocalPart && emailPattern.test(s);
}

/** The 10 digits of an Indian mobile number, or null; separators and a leading +91, (+91), 91 or 0 are tolerated. */
export function normalizeMobile(value: string): string | null {
  let d = value.trim().replace(mobileSeparators, "");
  const prefix = contract.rules.mobilePrefixes.find((p) => d.startsWith(p.prefix) && (p.length === 0 || d.length === p.length));
  if (prefix) d = d.slice(prefix.prefix.length);
  return mobileDigits.test(d) ? d : null;
}

/** Whether the value, as typed, is an Indian mobile number within the length limit. */
export function isValidMobile(value: string): boolean {
  return value.trim().length <= LIMITS.mobile && normalizeMobile(value) !== null;
}

/** Whether the value is a phone number of digits, spaces, plus and dashes within the limit. */
export function isValidPhone(value: string): boolean {
  return value.length <= LIMITS.phone && phonePattern.test(value);
}
