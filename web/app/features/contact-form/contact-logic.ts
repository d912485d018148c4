// The Contact Us form: subjects, the 1.5 s "Sending..." time and the texts of spec section 8.
import { apiError, postJson } from "~/features/lead-api/api";

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "support", label: "Customer Support" },
  { value: "sales", label: "Sales" },
  { value: "partnership", label: "Partnership" },
  { value: "other", label: "Other" },
] as const;

/** Spec section 9: the form reads "Sending..." for at least 1500 ms. */
export const MIN_SENDING_MS = 1500;

export const SENT_TITLE = "Message sent!";
export const SENT_DESCRIPTION = "We'll get back to you as soon as possible.";
export const NOT_SENT_TITLE = "Your message was not sent.";

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
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

export type ContactResult = { ok: true } | { ok: false; description: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends the message and waits for both the answer and the minimum sending time. */
export async function sendContact(body: Record<string, string>, infoEmail: string, minMs = MIN_SENDING_MS): Promise<ContactResult> {
  const call = (async (): Promise<ContactResult> => {
    try {
      const res = await postJson("/api/contact", body);
      if (res.ok) return { ok: true };
      const err = await apiError(res);
      const fieldText = Object.values(err.fields)[0];
      if (res.status === 400) return { ok: false, description: fieldText ? `${err.message} ${fieldText}` : err.message };
      return { ok: false, description: `We could not store your message just now. Please try again in a few minutes or write to us at ${infoEmail}.` };
    } catch {
      return { ok: false, description: `We could not reach our server. Please check your connection and try again, or write to us at ${infoEmail}.` };
    }
  })();
  const [result] = await Promise.all([call, sleep(minMs)]);
  return result;
}
