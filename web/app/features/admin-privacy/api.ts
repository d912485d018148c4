// People's data requests (issue 28): the queue, one request, its steps, the erasure log and the retention periods.
import { adminApi } from "~/lib/admin-api";

type RequestKind = "access" | "correction" | "erasure";
type RequestStatus = "unverified" | "open" | "done" | "refused";

export interface DataRequest {
  id: number;
  kind: RequestKind;
  channel: "email" | "phone";
  status: RequestStatus;
  name: string;
  email: string;
  mobile: string;
  detail: string;
  createdAt: string;
  verifiedAt?: string;
  /** The staff member who verified it by phone, by name. */
  verifierName?: string;
  /** When staff called the mobile number and the person confirmed: only then does the request reach what it holds. */
  mobileVerifiedAt?: string;
  mobileVerifierName?: string;
  closedAt?: string;
  outcome: string;
  version: number;
  daysLeft: number;
  targetDaysLeft: number;
}

export interface Found {
  leads: number[];
  messages: number[];
  subscriptions: number[];
}

/** One contact the request gave and what is held under it, covered once the contact is proven
 * (an e-mail address by the mailed code, a mobile number by a staff call). */
export interface Proof {
  contact: "email" | "mobile";
  value: string;
  proven: boolean;
  how?: "code" | "phone";
  at?: string;
  by?: string;
  leads: number[];
  messages: number[];
  subscriptions: number[];
  requests: number[];
}

export interface LeadContact {
  leadId: number;
  version: number;
  name: string;
  email: string;
  mobile: string;
}

export interface Erasure {
  id: number;
  requestId: number;
  reason: "request" | "retention";
  counts: Record<string, number>;
  actorId: number;
  at: string;
}

export interface Retention {
  leadsNotWonMonths: number;
  messagesMonths: number;
  wonCustomersYears: number;
  logsDays: number;
  version: number;
}

const base = "/api/admin/privacy";

export const readRequests = (signal?: AbortSignal) => adminApi<{ requests: DataRequest[] }>(`${base}/requests`, { signal });
export const readRequest = (id: string, signal?: AbortSignal) =>
  adminApi<{ request: DataRequest; found: Found; proofs: Proof[]; contacts: LeadContact[] }>(`${base}/requests/${encodeURIComponent(id)}`, { signal });
/** The person's file, downloaded by the browser itself (a link, not a fetch). */
export const exportHref = (id: number) => `${base}/requests/${id}/export.json`;
/** What staff record of a request a person made on the phone (verified by calling them back). */
export interface PhoneRequest {
  kind: RequestKind;
  leadId: number;
  name: string;
  mobile: string;
  email: string;
  verified: boolean;
  note: string;
}
export const recordPhoneRequest = (p: PhoneRequest) => adminApi<{ request: DataRequest }>(`${base}/requests`, { body: p });
export const verifyByPhone = (r: DataRequest) => adminApi<{ request: DataRequest }>(`${base}/requests/${r.id}/verify-phone`, { body: { version: r.version } });
export const closeRequest = (r: DataRequest, status: "done" | "refused", outcome: string) =>
  adminApi<{ request: DataRequest }>(`${base}/requests/${r.id}/close`, { body: { version: r.version, status, outcome } });
/** Mails an access request's data file to the address its person proved with a code, and closes the request. */
export const sendFile = (r: DataRequest) => adminApi<{ request: DataRequest }>(`${base}/requests/${r.id}/send-file`, { body: { version: r.version } });
/** Erases what the request's proven contacts hold, and the library's photos picked (by hash) that show them;
 * the message says what happened (nothing held: nothing erased). */
export const eraseRequest = (r: DataRequest, photos: string[] = []) =>
  adminApi<{ counts: Record<string, number>; message: string }>(`${base}/requests/${r.id}/erase`, { body: { version: r.version, photos } });

/** One place a photo is shown: a design, project, post, review or city page. */
export interface PhotoPlace {
  kind: "design" | "project" | "post" | "review" | "city";
  id?: number;
  slug?: string;
  title: string;
  path: string;
  alt?: string;
}

/** A photo of the library, as the erasure's picker shows it. */
export interface LibraryPhoto {
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  preview: string;
  createdAt: string;
  uses: PhotoPlace[];
}

export const readPhotos = (q: string, signal?: AbortSignal) =>
  adminApi<{ photos: LibraryPhoto[]; more: boolean }>(`${base}/photos?q=${encodeURIComponent(q)}`, { signal });
/** Corrects one of the request's leads at the lead's version. */
export const correctLead = (r: DataRequest, c: LeadContact) => adminApi<{ contact: LeadContact }>(`${base}/requests/${r.id}/correct`, { body: c });
export const readErasures = (signal?: AbortSignal) => adminApi<{ erasures: Erasure[] }>(`${base}/erasures`, { signal });
export const readRetention = (signal?: AbortSignal) => adminApi<Retention>(`${base}/retention`, { signal });
export const saveRetention = (r: Retention) => adminApi<Retention>(`${base}/retention`, { method: "PUT", body: r });
