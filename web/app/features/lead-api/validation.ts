// Browser-side checks that mirror the server's rules and sentences (internal/lead, internal/textfield).

/** The modal's sentence for a missing required field (spec section 8). */
export const REQUIRED_MESSAGE = "Please fill in all required fields.";

/** The one sentence for a bad mobile number, in browser and server alike (DESIGN.md). */
export const MOBILE_MESSAGE = "Please enter a valid 10-digit mobile number.";

/** The server's sentence for a malformed e-mail address. */
export const EMAIL_MESSAGE = "Please enter a valid e-mail address.";

/**
 * The 10 digits of an Indian mobile number, or null. Spaces, dashes and a
 * leading +91, 91 (12 digits) or 0 (11 digits) are tolerated; the first digit must be 6–9.
 */
export function normalizeMobile(value: string): string | null {
  let d = value.trim().replace(/[ -]/g, "");
  if (d.startsWith("+91")) d = d.slice(3);
  else if (d.length === 12 && d.startsWith("91")) d = d.slice(2);
  else if (d.length === 11 && d.startsWith("0")) d = d.slice(1);
  return /^[6-9]\d{9}$/.test(d) ? d : null;
}

export function isValidMobile(value: string): boolean {
  return normalizeMobile(value) !== null;
}

/** A plain check of the shape local@domain.tld, as the browser's type=email does. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
