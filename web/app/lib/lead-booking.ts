// The link between a lead just saved and the "Pick a time" offer: the lead's booking token
// travels from submitLead to whichever offer is on the page, without features importing each other.
import { useEffect, useState } from "react";

const EVENT = "nivaas:lead-bookable";

export interface BookableLead {
  /** The signed token of the 201 of POST /api/leads; books a time for that lead only. */
  token: string;
  /** The city the visitor chose, to suggest the nearest centre ("" when none). */
  city: string;
}

/** Tells the page that a lead was saved and can now be booked. */
export function announceBookableLead(lead: BookableLead): void {
  if (typeof window === "undefined" || !lead.token) return;
  window.dispatchEvent(new CustomEvent<BookableLead>(EVENT, { detail: lead }));
}

/** The lead announced last on this page, or null; clear() forgets it (the offer was closed). */
export function useBookableLead(): [BookableLead | null, () => void] {
  const [lead, setLead] = useState<BookableLead | null>(null);
  useEffect(() => {
    const on = (e: Event) => setLead((e as CustomEvent<BookableLead>).detail);
    window.addEventListener(EVENT, on);
    return () => window.removeEventListener(EVENT, on);
  }, []);
  return [lead, () => setLead(null)];
}
