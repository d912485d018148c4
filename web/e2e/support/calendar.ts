// iCalendar read by a real parser (ical.js), as a calendar app would: events with their start as an instant.
import ICAL from "ical.js";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface CalendarEvent {
  summary: string;
  /** The DTSTART's TZID ("" for a UTC or floating time). */
  tzid: string;
  /** DTSTART's wall-clock time as written, "2026-11-28T10:30:00". */
  wallClock: string;
  /** The instant DTSTART names, read with the calendar's own VTIMEZONE. */
  start: Date;
  uid: string;
}

/** Parses an iCalendar text and lists its events; throws when the text is not iCalendar. */
export function calendarEvents(text: string): { method: string; events: CalendarEvent[] } {
  const cal = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const tz of cal.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  const events = cal.getAllSubcomponents("vevent").map((v) => {
    const ev = new ICAL.Event(v);
    const dtstart = v.getFirstProperty("dtstart");
    return {
      summary: ev.summary,
      tzid: String(dtstart?.getParameter("tzid") ?? ""),
      wallClock: ev.startDate.toString(),
      start: ev.startDate.toJSDate(),
      uid: ev.uid,
    };
  });
  return { method: String(cal.getFirstPropertyValue("method") ?? ""), events };
}

/** "2026-11-28T10:30:00": an instant's wall-clock time in India, as an invitation writes it. */
export function indiaWallClock(iso: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** The mail to `to` that carries an invitation; "" until the outbox has written it. */
export function invitationMail(dataDir: string, to: string): string {
  try {
    for (const f of readdirSync(join(dataDir, "mail"))) {
      if (!f.endsWith(".eml")) continue;
      const text = readFileSync(join(dataDir, "mail", f), "utf8");
      if (text.includes(`To: <${to}>`) && text.includes("invite.ics")) return text;
    }
  } catch {
    // No mail folder yet.
  }
  return "";
}

/** The invitation attached to a mail, decoded. */
export function attachedInvitation(mail: string): string {
  return Buffer.from(mail.split('filename="invite.ics"')[1]!.split(/\r?\n\r?\n/)[1]!.split("--")[0]!.replace(/\s+/g, ""), "base64").toString("utf8");
}
