// WhatsApp links of the back-office: a chat with an Indian mobile, the message typed in.
const TEN_DIGITS = /^[6-9]\d{9}$/;

/** wa.me link that opens a chat with the number and the message typed in, or null when the digits are not a mobile. */
export function whatsappHref(mobileDigits: string, text: string): string | null {
  return TEN_DIGITS.test(mobileDigits) ? `https://wa.me/91${mobileDigits}?text=${encodeURIComponent(text)}` : null;
}
