// The privacy notice beside every visitor form (issue 28): its texts and version live in
// content/consent-notice.json, which the server reads too (internal/consent hashes the same text).
// The visitor's language is remembered in this browser and sent with each form.
import { useSyncExternalStore } from "react";
import notice from "~/content/consent-notice.json";

export type NoticeLanguage = (typeof notice.languages)[number];

const NOTICE_VERSION = notice.version;
export const NOTICE_LANGUAGES: NoticeLanguage[] = notice.languages;
/** The sentences the staff's reading and the withdrawal page answer with (the server's too). */
export const NOTICE_MESSAGES = notice.messages;
const DEFAULT_LANGUAGE = notice.defaultLanguage;

const listeners = new Set<() => void>();
let chosen: string | undefined;

function isKnown(code: string | null | undefined): code is string {
  return !!code && NOTICE_LANGUAGES.some((l) => l.code === code);
}

/** The language this browser chose before, else the default. */
function noticeLanguage(): string {
  if (chosen) return chosen;
  try {
    const kept = typeof localStorage === "undefined" ? null : localStorage.getItem(notice.storageKey);
    chosen = isKnown(kept) ? kept : DEFAULT_LANGUAGE;
  } catch {
    chosen = DEFAULT_LANGUAGE; // storage refused (private mode): the default, this visit only
  }
  return chosen;
}

/** Chooses code for every notice on the page and remembers it. */
export function setNoticeLanguage(code: string): void {
  if (!isKnown(code)) return;
  chosen = code;
  try {
    localStorage.setItem(notice.storageKey, code);
  } catch {
    // Not remembered; still shown.
  }
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The chosen language; the pre-rendered HTML (and hydration) has the default. */
export function useNoticeLanguage(): string {
  return useSyncExternalStore(subscribe, noticeLanguage, () => DEFAULT_LANGUAGE);
}

/**
 * What a form sends about the notice the visitor read: nothing for the default language, which the server
 * records as the current notice in that language (the page and the server are one release), else both.
 */
export function noticeFields(): { noticeVersion?: number; noticeLanguage?: string } {
  const language = noticeLanguage();
  return language === DEFAULT_LANGUAGE ? {} : { noticeVersion: NOTICE_VERSION, noticeLanguage: language };
}
