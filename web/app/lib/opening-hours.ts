// The experience centres' opening hours as people read them: the response target's clock in the back-office
// and the Contact page's business hours, both from the owner's availability (internal/appointment's
// OpeningHours; Go words the Contact page's lines the same way, internal/appointment's HoursLines).

/** One open weekday (0 Sunday), "HH:MM" India time. */
export interface DayHours {
  day: number;
  opens: string;
  closes: string;
}

const SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const LONG = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Monday first, Sunday last. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

interface Run {
  first: number;
  last: number;
  hours?: DayHours;
}

/** The week as runs of days in a row (Monday first) with the same hours; closed runs have none. */
function runs(week: DayHours[]): Run[] {
  const out: Run[] = [];
  for (const day of WEEK) {
    const hours = week.find((h) => h.day === day);
    const prev = out[out.length - 1];
    if (prev && prev.hours?.opens === hours?.opens && prev.hours?.closes === hours?.closes) prev.last = day;
    else out.push({ first: day, last: day, hours });
  }
  return out;
}

function span(names: string[], r: Run, joiner: string): string {
  return r.first === r.last ? names[r.first]! : `${names[r.first]}${joiner}${names[r.last]}`;
}

/** "Mon–Sat 09:30–18:00 India time": the open days and hours, short. */
export function hoursSentence(week: DayHours[]): string {
  const open = runs(week).filter((r) => r.hours);
  if (open.length === 0) return "no opening hours";
  return `${open.map((r) => `${span(SHORT, r, "–")} ${r.hours!.opens}–${r.hours!.closes}`).join(", ")} India time`;
}

/** "9:30 AM" from "09:30". */
function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** ["Monday to Saturday: 9:30 AM to 6:00 PM", "Sunday: Closed"]: the Contact page's lines. */
export function hoursLines(week: DayHours[]): string[] {
  return runs(week).map((r) => `${span(LONG, r, " to ")}: ${r.hours ? `${clock(r.hours.opens)} to ${clock(r.hours.closes)}` : "Closed"}`);
}
