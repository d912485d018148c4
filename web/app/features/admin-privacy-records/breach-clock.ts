// The 72 hours from discovery to the detailed report to the Data Protection Board, as the page says them.

interface ClockReading {
  /** Whole hours left (rounded down), 0 once due. */
  hoursLeft: number;
  overdue: boolean;
  /** What the page shows: "41 hours left", "Less than an hour left", "Overdue by 5 hours", "Reported". */
  text: string;
}

const HOUR = 3_600_000;

export function readClock(deadline: string, now: number, reportedAt: string | null): ClockReading {
  if (reportedAt) return { hoursLeft: 0, overdue: false, text: "Report sent to the Board" };
  const left = Date.parse(deadline) - now;
  if (left <= 0) {
    const late = Math.floor(-left / HOUR);
    return { hoursLeft: 0, overdue: true, text: late < 1 ? "Overdue" : `Overdue by ${late} hour${late === 1 ? "" : "s"}` };
  }
  const hours = Math.floor(left / HOUR);
  return { hoursLeft: hours, overdue: false, text: hours < 1 ? "Less than an hour left" : `${hours} hour${hours === 1 ? "" : "s"} left` };
}
