// The office's two lists, contact messages and newsletter subscribers: paged reads, the CSV of a filter, marking handled.
import { adminApi } from "~/lib/admin-api";
import type { ContactFields } from "~/lib/api";
import { listQuery, type Handling, type ListFilter } from "./list-filter";

export interface ContactMessage extends Handling, ContactFields {
  id: number;
  page: string;
  createdAt: string;
}

export interface Subscriber extends Handling {
  id: number;
  email: string;
  page: string;
  createdAt: string;
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
export const subscribersApi = officeApi<Subscriber>("subscribers", "subscriber");
