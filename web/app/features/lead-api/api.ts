// JSON calls of the lead journeys: save the lead, then request the notification mail (spec section 7).
import type { Attribution } from "~/features/attribution/attribution";
import { COUNTRY_CODE } from "./lead-choices";

/** What a lead form collected; email is "" from the modal and null from the estimate page when left empty. */
export interface LeadValues {
  propertyType: string;
  location: string;
  name: string;
  mobile: string;
  email: string | null;
  whatsappUpdates: boolean;
  /** The honeypot; a person leaves it empty. */
  website?: string;
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
  website?: string;
}

/** An answer other than 2xx; message is the server's readable sentence when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

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
export function buildMailPayload(values: LeadValues, infoEmail: string): MailPayload {
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
  if (values.website) payload.website = values.website;
  return payload;
}

/** POSTs JSON; network failures reject, HTTP answers of any status resolve. */
export function postJson(url: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    ...init,
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
}

/** The ApiError for a non-2xx answer, with the server's sentence when the body carries one. */
export async function apiError(res: Response): Promise<ApiError> {
  let message = `The server answered ${res.status}.`;
  let fields: Record<string, string> = {};
  try {
    const body = (await res.json()) as { error?: unknown; fields?: unknown };
    if (typeof body.error === "string" && body.error) message = body.error;
    if (body.fields && typeof body.fields === "object") fields = body.fields as Record<string, string>;
  } catch {
    // A proxy's HTML error page: keep the status sentence.
  }
  return new ApiError(message, res.status, fields);
}

export interface LeadCreated {
  id: number;
  createdAt: string;
}

/** Saves the lead (POST /api/leads); rejects on a network failure or a non-2xx answer. */
export async function saveLead(payload: LeadPayload): Promise<LeadCreated> {
  const res = await postJson("/api/leads", payload);
  if (!res.ok) throw await apiError(res);
  return (await res.json()) as LeadCreated;
}

/** Requests the notification mail (POST /api/sendMail); the caller reads res.ok or the body's success. */
export function requestMail(payload: MailPayload): Promise<Response> {
  return postJson("/api/sendMail", payload);
}
