// The office's two lists, contact messages and newsletter subscribers: paged reads, the CSV of a filter, marking handled.
import { adminApi } from "~/lib/admin-api";
import type { ContactFields } from "~/lib/api";
import { listQuery, type Handling, type ListFilter } from "./list-filter";

export interface ContactMessage extends Handling, ContactFields {
  id: number;
  page: string;
  createdAt: string;
  /** The lead it was made into or added to. */
  leadId: number | null;
  repliedAt: string | null;
  repliedBy: { id: number; name: string } | null;
}

export interface Subscriber extends Handling {
  id: number;
  email: string;
  page: string;
  createdAt: string;
  /** When they withdrew their newsletter consent; absent while it stands. */
  unsubscribedAt?: string;
}

/** One page of a list and the cursor of the next (null at the end). */
interface OfficePage<T> {
  rows: T[];
  next: string | null;
}

/** What a list's page needs of the API; collection names the array in each answer, one the changed row. */
export interface OfficeApi<T extends Handling & { id: number }> {
  list: (filter: ListFilter, after: string | null, signal?: AbortSignal) => Promise<OfficePage<T>>;
  exportHref: (filter: ListFilter) => string;
  markHandled: (row: T, handled: boolean) => Promise<T>;
}

function officeApi<T extends Handling & { id: number }>(collection: "messages" | "subscribers", one: "message" | "subscriber"): OfficeApi<T> {
  return {
    async list(filter, after, signal) {
      const answer = await adminApi<Record<string, unknown> & { next: string | null }>(`/api/admin/${collection}${listQuery(filter, after)}`, { signal });
      return { rows: (answer[collection] ?? []) as T[], next: answer.next };
    },
    exportHref: (filter) => `/api/admin/${collection}/export.csv${listQuery(filter)}`,
    async markHandled(row, handled) {
      const answer = await adminApi<Record<string, T>>(`/api/admin/${collection}/${row.id}`, { method: "PATCH", body: { version: row.version, handled } });
      return answer[one];
    },
  };
}

export const messagesApi = officeApi<ContactMessage>("messages", "message");

/** A lead the writer of a message may already be, and what matched. */
export interface LeadMatch {
  id: number;
  name: string;
  mobile: string;
  email: string;
  status: string;
  /** The status as the screen words it. */
  statusLabel: string;
  by: "mobile" | "email";
}

const messagePath = (m: Pick<ContactMessage, "id">) => `/api/admin/messages/${m.id}`;

/** The leads with the message's mobile or e-mail, and the people a lead may be assigned to. */
export const messageLeads = (m: Pick<ContactMessage, "id">, signal?: AbortSignal) =>
  adminApi<{ leads: LeadMatch[]; staff: Array<{ id: number; name: string }> }>(`${messagePath(m)}/leads`, { signal });

/** Makes the message a new lead (leadId null) or adds it to a lead; assigns that lead when assigneeId is given. */
export async function makeLead(m: Pick<ContactMessage, "id" | "version">, leadId: number | null, assigneeId: number | null): Promise<ContactMessage> {
  const body = { version: m.version, ...(leadId ? { leadId } : {}), ...(assigneeId ? { assigneeId } : {}) };
  return (await adminApi<{ message: ContactMessage }>(`${messagePath(m)}/lead`, { method: "POST", body })).message;
}

/** Mails text to the message's writer through the outbox. */
export async function replyByMail(m: Pick<ContactMessage, "id" | "version">, text: string): Promise<ContactMessage> {
  return (await adminApi<{ message: ContactMessage }>(`${messagePath(m)}/reply`, { method: "POST", body: { version: m.version, text } })).message;
}
export const subscribersApi = officeApi<Subscriber>("subscribers", "subscriber");
