// Follow-up dates are India dates ("YYYY-MM-DD"), compared as strings.

/** Today's date in India, "YYYY-MM-DD". */
export function indiaToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** "25 Nov 2026" for "2026-11-25"; the input as given when it is not a date. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(d);
}

export type FollowUpState = "overdue" | "today" | "later";

/** Whether a follow-up date has passed, is today or is still ahead. */
export function followUpState(day: string, today: string): FollowUpState {
  if (day < today) return "overdue";
  return day === today ? "today" : "later";
}

/** The India date n days after day ("YYYY-MM-DD"). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
