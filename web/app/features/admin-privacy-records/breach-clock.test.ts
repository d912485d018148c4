import { describe, expect, it } from "vitest";
import { readClock } from "./breach-clock";

const found = Date.parse("2026-11-27T10:00:00Z");
const deadline = new Date(found + 72 * 3_600_000).toISOString();

describe("readClock", () => {
  it("counts the hours left, rounded down", () => {
    expect(readClock(deadline, found + 2.5 * 3_600_000, null)).toEqual({ hoursLeft: 69, overdue: false, text: "69 hours left" });
    expect(readClock(deadline, found + 71 * 3_600_000, null).text).toBe("1 hour left");
    expect(readClock(deadline, found + 71.5 * 3_600_000, null).text).toBe("Less than an hour left");
  });
  it("says overdue once the 72 hours are past", () => {
    expect(readClock(deadline, found + 77 * 3_600_000, null)).toEqual({ hoursLeft: 0, overdue: true, text: "Overdue by 5 hours" });
    expect(readClock(deadline, found + 72 * 3_600_000, null).overdue).toBe(true);
  });
  it("stops once the report was sent", () => {
    expect(readClock(deadline, found + 100 * 3_600_000, "2026-11-28T10:00:00Z")).toEqual({ hoursLeft: 0, overdue: false, text: "Report sent to the Board" });
  });
});
