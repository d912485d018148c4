// Every address of the visitor's booking API (internal/httpapi/appointment_handlers.go).
import { submitJson, type SubmitResult } from "~/lib/api";
import { noticeFields } from "~/lib/consent";

export interface Place {
  id: string;
  kind: "centre" | "home" | "video";
  city: string;
  name: string;
  address: string;
}

export interface Slot {
  start: string;
  end: string;
  free: number;
}

export interface Booking {
  id: number;
  place: Place;
  location: string;
  start: string;
  end: string;
  status: "booked" | "cancelled";
  emailed: boolean;
  manageUrl: string;
  inviteUrl: string;
  /** After the visitor cancelled: books another time for the same request. */
  bookAgainToken?: string;
}

type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

async function getJson<T>(url: string): Promise<Loaded<T>> {
  try {
    const res = await fetch(url, { headers: { Accept: "application/json" } });
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    if (res.ok) return { ok: true, data: body as T };
    return { ok: false, message: body?.error || "We could not load the times. Please try again." };
  } catch {
    return { ok: false, message: "The server could not be reached. Please check your connection and try again." };
  }
}

export const fetchPlaces = () => getJson<{ places: Place[]; horizonDays: number }>("/api/appointments/places");

export const fetchSlots = (placeId: string) => getJson<{ place: Place; slots: Slot[] }>(`/api/appointments/slots?place=${encodeURIComponent(placeId)}`);

export const fetchBooking = (token: string) => getJson<Booking>(`/api/appointments/by-link/${encodeURIComponent(token)}`);

export const bookSlot = (bookingToken: string, placeId: string, start: string): Promise<SubmitResult<Booking>> =>
  submitJson<Booking>("/api/appointments", { bookingToken, placeId, start, ...noticeFields() });

export const rescheduleBooking = (token: string, placeId: string, start: string): Promise<SubmitResult<Booking>> =>
  submitJson<Booking>(`/api/appointments/by-link/${encodeURIComponent(token)}/reschedule`, { placeId, start });

export const cancelBooking = (token: string): Promise<SubmitResult<Booking>> =>
  submitJson<Booking>(`/api/appointments/by-link/${encodeURIComponent(token)}/cancel`, {});
