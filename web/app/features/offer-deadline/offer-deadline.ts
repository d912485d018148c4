// The offer deadline rule of DESIGN.md: the 30th of this month; from the 31st, the 30th of next month;
// in February (no 30th) its last day; all in India time. The owner may choose another day than the 30th
// (content/company.ts): the same rule with that day.

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** India has one offset all year (+05:30, no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date in Asia/Kolkata at the instant now, wherever the browser is. */
export function indiaDate(now: Date): CalendarDate {
  const shifted = new Date(now.getTime() + INDIA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The last day the offer is valid, as an India calendar date; `deadlineDay` is the owner's day of the month. */
export function offerDeadline(now: Date, deadlineDay = 30): CalendarDate {
  let { year, month } = indiaDate(now);
  const { day } = indiaDate(now);
  if (day > Math.min(deadlineDay, daysInMonth(year, month))) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return { year, month, day: Math.min(deadlineDay, daysInMonth(year, month)) };
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "30 November 2026". */
export function formatDeadline(date: CalendarDate): string {
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** The widest text formatDeadline can give, used to reserve the space before hydration. */
export const WIDEST_DEADLINE = "30 September 2026";
