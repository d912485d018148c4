// The Contact Us form: the 1.5 s "Sending..." time and the texts of spec section 8.
import { newIdempotencyKey, submitJson, type ContactFields, type SubmitResult } from "~/lib/api";
import { noticeFields } from "~/lib/consent";
import { CONTACT_SUBJECTS } from "~/lib/contract";

/** The subject select's choices (contract.json). */
export { CONTACT_SUBJECTS };

/** Spec section 9: the form reads "Sending..." for at least 1500 ms. */
export const MIN_SENDING_MS = 1500;

export const SENT_TITLE = "Message sent!";
export const SENT_DESCRIPTION = "We'll get back to you as soon as possible.";
export const NOT_SENT_TITLE = "Your message was not sent.";

export interface ContactValues extends ContactFields {
  website: string;
}

export const initialContact: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
  website: "",
};

/** The body of POST /api/contact: trimmed texts, the page it was sent from, the honeypot only when filled. */
export function contactPayload(v: ContactValues, page: string): Record<string, string> {
  const body: Record<string, string> = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    subject: v.subject,
    message: v.message.trim(),
    page,
  };
  if (v.website) body.website = v.website;
  return body;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends the message and waits for both the answer and the minimum sending time; a failure's message is readable. */
export async function sendContact(body: Record<string, string>, infoEmail: string, minMs = MIN_SENDING_MS): Promise<SubmitResult> {
  const [result] = await Promise.all([submitJson("/api/contact", { ...body, ...noticeFields() }, newIdempotencyKey()), sleep(minMs)]);
  if (result.ok) return result;
  const fieldText = Object.values(result.fields)[0];
  let message: string;
  if (result.status === 0) message = `We could not reach our server. Please check your connection and try again, or write to us at ${infoEmail}.`;
  else if (result.status === 400) message = fieldText ? `${result.message} ${fieldText}` : result.message;
  else message = `We could not store your message just now. Please try again in a few minutes or write to us at ${infoEmail}.`;
  return { ...result, message };
}
