// The JSON calls of the public forms: one submit helper with one result type, and the lead journey (spec section 7).
import type { Attribution } from "~/lib/attribution";
import { noticeFields } from "~/lib/consent";
import { COUNTRY_CODE } from "~/lib/contract";
import { announceBookableLead } from "~/lib/lead-booking";

/** What a lead form collected; email is "" from the modal and null from the estimate page when left empty. */
export interface LeadValues {
  propertyType: string;
  location: string;
  name: string;
  mobile: string;
  email: string | null;
  whatsappUpdates: boolean;
  /** The honeypot; a person leaves it empty. The server takes it out before anything else reads the body. */
  website?: string;
}

/** A lead form's fields while it is being filled in: every text "" until typed, the honeypot included. */
export interface LeadFormValues {
  propertyType: string;
  location: string;
  name: string;
  mobile: string;
  email: string;
  whatsappUpdates: boolean;
  website: string;
}

/** A lead form before anything is typed; whether the WhatsApp box starts ticked differs by form (spec section 5). */
export function blankLeadForm(whatsappUpdates: boolean): LeadFormValues {
  return { propertyType: "", location: "", name: "", mobile: "", email: "", whatsappUpdates, website: "" };
}

/** What a Contact Us message says, as the form sends it and the office reads it. */
export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The body of POST /api/leads. */
export type LeadPayload = LeadValues & Attribution;

/** The body of POST /api/sendMail. */
export interface MailPayload {
  to: string;
  name: string;
  email: string;
  countryCode: string;
  mobile: string;
  propertyType: string;
  location: string;
  /** The id from the 201 of POST /api/leads: the lead whose confirmation this asks for. */
  leadId?: number;
  website?: string;
}

/**
 * The outcome of every form submit. Not ok: status is the HTTP status (0 when the server
 * could not be reached), message the server's readable sentence when it sent one.
 */
export type SubmitResult<T = unknown> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

function trimmed(values: LeadValues): LeadValues {
  return {
    ...values,
    propertyType: values.propertyType.trim(),
    location: values.location.trim(),
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    email: values.email === null ? null : values.email.trim(),
  };
}

/** The lead body with attribution; empty attribution fields and an empty honeypot are left out. */
export function buildLeadPayload(values: LeadValues, attribution: Attribution = {}): LeadPayload {
  const payload: LeadPayload = trimmed(values);
  if (!payload.website) delete payload.website;
  for (const [key, value] of Object.entries(attribution) as Array<[keyof Attribution, string | undefined]>) {
    if (value) payload[key] = value;
  }
  return payload;
}

/** The mail body: to the visitor's e-mail, or to the company's info address when none was given. */
export function buildMailPayload(values: LeadValues, infoEmail: string, leadId?: number): MailPayload {
  const v = trimmed(values);
  const email = v.email ?? "";
  const payload: MailPayload = {
    to: email || infoEmail,
    name: v.name,
    email,
    countryCode: COUNTRY_CODE,
    mobile: v.mobile,
    propertyType: v.propertyType,
    location: v.location,
  };
  if (typeof leadId === "number") payload.leadId = leadId;
  if (values.website) payload.website = values.website;
  return payload;
}

/**
 * A fresh Idempotency-Key for one submission: a repeat of the same request (double tap,
 * retry after a timeout) then gets the first answer and stores nothing new.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; plain-HTTP previews still get 128 random bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** POSTs JSON; network failures reject, HTTP answers of any status resolve. */
function postJson(url: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    ...init,
    method: "POST",
    headers: { ...(init.headers as Record<string, string> | undefined), "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * POSTs a form's JSON body and never rejects: every outcome, a dropped connection included, is a SubmitResult.
 * idempotencyKey, when given, goes in the Idempotency-Key header (POST /api/leads and /api/contact honour it).
 */
export async function submitJson<T = unknown>(url: string, body: unknown, idempotencyKey?: string): Promise<SubmitResult<T>> {
  let res: Response;
  try {
    res = await postJson(url, body, idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {});
  } catch {
    return { ok: false, status: 0, message: "The server could not be reached.", fields: {} };
  }
  let answer: unknown = null;
  try {
    answer = await res.json();
  } catch {
    // A proxy's HTML error page, or an empty body.
  }
  if (res.ok) return { ok: true, status: res.status, data: answer as T };
  const { error, fields } = (answer ?? {}) as { error?: unknown; fields?: unknown };
  return {
    ok: false,
    status: res.status,
    message: typeof error === "string" && error ? error : `The server answered ${res.status}.`,
    fields: fields && typeof fields === "object" ? (fields as Record<string, string>) : {},
  };
}

/** Whether the notification mail went out: the answer was 2xx with success true. */
export type LeadSubmitted = { mailSent: boolean; mailStatus: number; mailError: string };

/**
 * Saves the lead (POST /api/leads, with the company's notification in the same transaction and
 * an Idempotency-Key), then requests the visitor's confirmation (POST /api/sendMail) for that lead's id.
 * Not ok when the lead was not saved or the mail call never reached the server (both forms treat
 * that as the spec's exception); a refused mail after a saved lead is ok with mailSent false.
 */
export async function submitLead(values: LeadValues, attribution: Attribution, infoEmail: string): Promise<SubmitResult<LeadSubmitted>> {
  const saved = await submitJson<{ id?: unknown; bookingToken?: unknown }>("/api/leads", { ...buildLeadPayload(values, attribution), ...noticeFields() }, newIdempotencyKey());
  if (!saved.ok) return saved;
  const leadId = typeof saved.data?.id === "number" ? saved.data.id : undefined;
  const bookingToken = typeof saved.data?.bookingToken === "string" ? saved.data.bookingToken : "";
  const mail = await submitJson<{ success?: unknown }>("/api/sendMail", buildMailPayload(values, infoEmail, leadId));
  if (!mail.ok && mail.status === 0) return mail;
  const mailSent = mail.ok && mail.data?.success === true;
  announceBookableLead({ token: bookingToken, city: values.location });
  return {
    ok: true,
    status: saved.status,
    data: { mailSent, mailStatus: mail.status, mailError: mail.ok ? "" : mail.message },
  };
}
