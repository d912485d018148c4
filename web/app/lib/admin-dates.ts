// The back-office's one way of writing dates, India time: "25 Nov 2026" and "25 Nov 2026, 3:50 pm".
// Every admin screen writes dates through these (the server's sentences too, through datesInText).

const INDIA = "Asia/Kolkata";
const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: INDIA });
const momentFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: INDIA });
const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: INDIA });
// en-CA writes dates as YYYY-MM-DD.
const isoDayFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: INDIA });

/** An India date "YYYY-MM-DD" as its moment (midnight UTC, the same day in India), or null when it is not one. */
function indiaDate(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** A moment as staff read it: "23 Nov 2026, 3:50 pm"; "Never" for none. */
export function formatWhen(iso: string | null): string {
  if (!iso) return "Never";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "—";
  return momentFormat.format(d);
}

/** The time of day of a moment, India time: "3:04 pm"; "—" for none. */
export function formatTime(iso: string | null): string {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? timeFormat.format(d) : "—";
}

/** The India date of a moment, "YYYY-MM-DD" ("" when it is not one), to compare days as strings. */
export function indiaDayOf(moment: string | Date): string {
  const d = typeof moment === "string" ? new Date(moment) : moment;
  return Number.isNaN(d.getTime()) ? "" : isoDayFormat.format(d);
}

/** A day: "5 Nov 2026" for the India date "2026-11-05" or for a moment's India day; anything else as given. */
export function formatDay(dayOrMoment: string): string {
  const d = indiaDate(dayOrMoment) ?? (/^\d{4}-\d{2}-\d{2}T/.test(dayOrMoment) ? new Date(dayOrMoment) : null);
  if (!d || Number.isNaN(d.getTime())) return dayOrMoment;
  return dayFormat.format(d);
}

/** A server's sentence with its India dates and its instants written the same way ("Follow-up set for 2026-11-26." →
 *  "… 26 Nov 2026."; "at 2026-12-06T05:38:49Z" → "at 6 Dec 2026, 11:08 am"). */
export function datesInText(text: string): string {
  return text
    .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g, (moment) => formatWhen(moment))
    .replace(/\b\d{4}-\d{2}-\d{2}\b(?!T)/g, (day) => formatDay(day));
}
