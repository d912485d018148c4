// Follow-up dates are India dates ("YYYY-MM-DD"), compared as strings.

/** Today's date in India, "YYYY-MM-DD". */
export function indiaToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

// Written the back-office's one way (~/lib/admin-dates).
export { formatDay } from "~/lib/admin-dates";

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
