// Telling a person, while the back-office is open, that a new lead was assigned to them: an in-page notice,
// an optional sound (off until they turn it on) and the browser's notification (once they allowed it). The leads
// come from the tab title's poll (new-leads.ts); this module only decides which of them are news to this person.
import { useSyncExternalStore } from "react";
import type { LeadSummary } from "~/features/admin-leads/lead-types";

const KEY = "nivaas.admin.assignedAlerts";
const SOUND_KEY = "nivaas.admin.alertSound";
const MAX_NOTIFIED = 50;

interface Alerted {
  /** Leads up to this id were there before this browser watched: never news. */
  baseline: number;
  /** Leads already announced. */
  notified: number[];
}

export interface AssignedNotice {
  id: number;
  name: string;
}

function read(): Alerted | null {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? "null") as Alerted | null;
    return s && typeof s.baseline === "number" && Array.isArray(s.notified)
      ? s
      : null;
  } catch {
    return null;
  }
}

function write(s: Alerted) {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Private mode: this tab still shows its notices.
  }
}

/**
 * The leads of a poll that are news to person me: assigned to them, newer than the baseline and not announced yet.
 * The first poll a browser makes only sets the baseline (leads already there when it opened are no news).
 */
export function newlyAssigned(
  leads: readonly LeadSummary[],
  me: number,
  state: Alerted | null,
  openedAt: number,
): { news: LeadSummary[]; next: Alerted } {
  if (!state) {
    const before = leads
      .filter((l) => Date.parse(l.createdAt) < openedAt)
      .map((l) => l.id);
    return {
      news: [],
      next: { baseline: Math.max(0, ...before), notified: [] },
    };
  }
  const news = leads.filter(
    (l) =>
      l.id > state.baseline &&
      l.assignee?.id === me &&
      !state.notified.includes(l.id),
  );
  if (news.length === 0) return { news, next: state };
  return {
    news,
    next: {
      baseline: state.baseline,
      notified: [...state.notified, ...news.map((l) => l.id)].slice(
        -MAX_NOTIFIED,
      ),
    },
  };
}

let notices: AssignedNotice[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The notices shown in the page, newest first. */
export function useAssignedNotices(): AssignedNotice[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
}

export function dismissNotice(id: number) {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

/** Called with each poll's leads: announces those newly assigned to me. */
export function alertAssigned(
  leads: readonly LeadSummary[],
  me: number,
  openedAt: number,
) {
  const { news, next } = newlyAssigned(leads, me, read(), openedAt);
  write(next);
  if (news.length === 0) return;
  notices = [
    ...news.map((l) => ({ id: l.id, name: l.name })),
    ...notices,
  ].slice(0, 5);
  emit();
  if (soundOn()) chime();
  if (
    typeof Notification !== "undefined" &&
    Notification.permission === "granted"
  ) {
    for (const l of news) {
      try {
        const n = new Notification("New lead assigned to you", {
          body: l.name,
          tag: `lead-${l.id}`,
        });
        n.onclick = () => {
          window.focus();
          window.location.assign(`/admin/leads/${l.id}`);
        };
      } catch {
        // Some browsers (Android Chrome) only notify from a service worker: the in-page notice remains.
      }
    }
  }
}

export function soundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === "on";
  } catch {
    return false;
  }
}

export function setSound(on: boolean) {
  try {
    if (on) localStorage.setItem(SOUND_KEY, "on");
    else localStorage.removeItem(SOUND_KEY);
  } catch {
    // Nothing to keep it in: the sound stays off.
  }
  if (on) chime(); // the toggle is a gesture: the person hears what they chose
}

/** A short two-note chime, made on the spot (no sound file to load). */
function chime() {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext })
        .webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    [660, 880].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, ctx.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(
        0.2,
        ctx.currentTime + i * 0.18 + 0.02,
      );
      gain.gain.exponentialRampToValueAtTime(
        0.0001,
        ctx.currentTime + i * 0.18 + 0.3,
      );
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.18);
      osc.stop(ctx.currentTime + i * 0.18 + 0.32);
    });
    window.setTimeout(() => void ctx.close(), 1000);
  } catch {
    // No audio here: the notice still shows.
  }
}
