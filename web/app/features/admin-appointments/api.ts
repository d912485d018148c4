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
}

export interface AppointmentList {
  from: string;
  days: number;
  appointments: AdminAppointment[];
}

export const readAppointments = (days: number, signal?: AbortSignal) => adminApi<AppointmentList>(`/api/admin/appointments?days=${days}`, { signal });

export const readLeadAppointments = (leadId: number, signal?: AbortSignal) =>
  adminApi<{ appointments: AdminAppointment[] }>(`/api/admin/leads/${leadId}/appointments`, { signal });

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
