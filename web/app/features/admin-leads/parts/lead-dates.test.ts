import { describe, expect, it } from "vitest";
import { addDays, followUpState, formatDay, indiaToday } from "./lead-dates";

describe("follow-up dates", () => {
  it("takes today's date in India, not in UTC", () => {
    // 20:00 UTC on the 23rd is 01:30 on the 24th in India.
    expect(indiaToday(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(indiaToday(new Date("2026-11-23T18:29:00Z"))).toBe("2026-11-23");
  });

  it("writes a date the way staff read it", () => {
    expect(formatDay("2026-11-05")).toBe("5 Nov 2026");
    expect(formatDay("soon")).toBe("soon");
  });

  it("tells overdue, today and later apart", () => {
    expect(followUpState("2026-10-31", "2026-11-01")).toBe("overdue");
    expect(followUpState("2026-11-01", "2026-11-01")).toBe("today");
    expect(followUpState("2026-11-02", "2026-11-01")).toBe("later");
  });

  it("counts days across a month and a year end", () => {
    expect(addDays("2026-11-25", 0)).toBe("2026-11-25");
    expect(addDays("2026-11-28", 3)).toBe("2026-12-01");
    expect(addDays("2026-12-29", 7)).toBe("2027-01-05");
  });
});
