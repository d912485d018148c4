// The team's side of consultations (internal/httpapi/appointment_admin_handlers.go): every address used here.
import { adminApi } from "~/lib/admin-api";

export interface AdminAppointment {
  id: number;
  leadId: number;
  placeId: string;
  place: { id: string; kind: "centre" | "home" | "video"; city: string; name: string; address: string };
  start: string;
  end: string;
  status: "booked" | "cancelled";
  outcome: "" | "held" | "no_show" | "rescheduled";
  staffId: number;
  version: number;
  name: string;
  mobile: string;
  leadUrl: string;
  history?: { at: string; actorId: number; text: string }[];
  /** On a lead's list: when the visitor withdrew consent for this consultation, null while it stands. */
  consentWithdrawnAt?: string | null;
  /** On a lead's list: the booking's own consents, from the booking form or read to the caller by staff (recordedBy). */
  consents?: { purpose: string; noticeVersion: number; language: string; givenAt: string; recordedBy: number }[];
}

export interface AppointmentList {
  from: string;
  days: number;
  appointments: AdminAppointment[];
}

export const readAppointments = (days: number, signal?: AbortSignal) => adminApi<AppointmentList>(`/api/admin/appointments?days=${days}`, { signal });

export const readLeadAppointments = (leadId: number, signal?: AbortSignal) =>
  adminApi<{ appointments: AdminAppointment[] }>(`/api/admin/leads/${leadId}/appointments`, { signal });

/** Where staff can book: the visitors' places (internal/httpapi/appointment_handlers.go). */
export type BookablePlace = AdminAppointment["place"];

export interface FreeSlot {
  start: string;
  end: string;
  free: number;
}

export const readPlaces = (signal?: AbortSignal) => adminApi<{ places: BookablePlace[]; horizonDays: number }>("/api/appointments/places", { signal });

export const readSlots = (placeId: string, signal?: AbortSignal) =>
  adminApi<{ place: BookablePlace; slots: FreeSlot[] }>(`/api/appointments/slots?place=${encodeURIComponent(placeId)}`, { signal });

/** Books for a caller on the phone: the visitors' rules and capacity, with the privacy notice staff read to them. */
export const bookForCaller = (leadId: number, placeId: string, start: string, reading: { noticeRead: boolean; noticeLanguage: string }) =>
  adminApi<AdminAppointment>("/api/admin/appointments", { body: { leadId, placeId, start, ...reading } });

export const moveAppointment = (a: AdminAppointment, placeId: string, start: string) =>
  adminApi<AdminAppointment>(`/api/admin/appointments/${a.id}/move`, { body: { version: a.version, placeId, start } });

/** A member of staff who can meet the visitor: any active account. */
export interface Designer {
  id: number;
  name: string;
}

export const readDesigners = (signal?: AbortSignal) => adminApi<{ designers: Designer[] }>("/api/admin/appointments/designers", { signal });

/** Gives the booking to a designer (0: nobody); their calendar feed shows it. */
export const assignDesigner = (a: AdminAppointment, staffId: number) =>
  adminApi<AdminAppointment>(`/api/admin/appointments/${a.id}/designer`, { body: { version: a.version, staffId } });

export const cancelAppointment = (a: AdminAppointment) => adminApi<AdminAppointment>(`/api/admin/appointments/${a.id}/cancel`, { body: { version: a.version } });

export const recordOutcome = (a: AdminAppointment, outcome: AdminAppointment["outcome"]) =>
  adminApi<AdminAppointment>(`/api/admin/appointments/${a.id}/outcome`, { body: { version: a.version, outcome } });

export const newCalendarFeed = () => adminApi<{ url: string }>("/api/admin/me/calendar-feed", { body: {} });

export const revokeCalendarFeed = () => adminApi("/api/admin/me/calendar-feed", { method: "DELETE" });

/** One weekday's opening, "HH:MM" India time; both empty is closed. */
interface Hours {
  opens: string;
  closes: string;
}

/** Where (or how) the team meets, as the owner keeps it (internal/appointment/availability.go). */
export interface AvailabilityPlace {
  id: string;
  kind: "centre" | "home" | "video";
  city: string;
  name: string;
  address: string;
  /** Sunday first. */
  week: Hours[];
  slotMinutes: number;
  capacity: number;
  closed: string[];
}

export interface Availability {
  places: AvailabilityPlace[];
  minNoticeMinutes: number;
  horizonDays: number;
  version: number;
}

export const readAvailability = (signal?: AbortSignal) => adminApi<Availability>("/api/admin/appointments/availability", { signal });

export const saveAvailability = (a: Availability) => adminApi<Availability>("/api/admin/appointments/availability", { method: "PUT", body: a });
