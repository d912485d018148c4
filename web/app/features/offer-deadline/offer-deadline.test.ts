import { describe, expect, it } from "vitest";
import { formatDeadline, indiaDate, offerDeadline } from "./offer-deadline";

// Noon in India (06:30 UTC) on the given India date, so the UTC date is the same.
function indiaNoon(iso: string): Date {
  return new Date(`${iso}T06:30:00Z`);
}

describe("offerDeadline", () => {
  it("is the 30th of this month on the 29th and on the 30th", () => {
    expect(offerDeadline(indiaNoon("2026-11-29"))).toEqual({ year: 2026, month: 11, day: 30 });
    expect(offerDeadline(indiaNoon("2026-11-30"))).toEqual({ year: 2026, month: 11, day: 30 });
    expect(offerDeadline(indiaNoon("2026-11-01"))).toEqual({ year: 2026, month: 11, day: 30 });
  });

  it("moves to the 30th of next month on the 31st", () => {
    expect(offerDeadline(indiaNoon("2026-10-31"))).toEqual({ year: 2026, month: 11, day: 30 });
  });

  it("rolls over the year from 31 December", () => {
    expect(offerDeadline(indiaNoon("2026-12-31"))).toEqual({ year: 2027, month: 1, day: 30 });
  });

  it("is the last day of February in a common year", () => {
    expect(offerDeadline(indiaNoon("2026-02-10"))).toEqual({ year: 2026, month: 2, day: 28 });
    expect(offerDeadline(indiaNoon("2026-02-28"))).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it("is 29 February in a leap year", () => {
    expect(offerDeadline(indiaNoon("2028-02-03"))).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it("goes from 31 January to the end of February", () => {
    expect(offerDeadline(indiaNoon("2026-01-31"))).toEqual({ year: 2026, month: 2, day: 28 });
    expect(offerDeadline(indiaNoon("2028-01-31"))).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it("uses the India date, not the visitor's: 2026-01-30T20:00Z is already the 31st in India", () => {
    const now = new Date("2026-01-30T20:00:00Z");
    expect(now.getUTCDate()).toBe(30);
    expect(indiaDate(now)).toEqual({ year: 2026, month: 1, day: 31 });
    expect(offerDeadline(now)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it("stays on this month's 30th until 18:29 UTC on the 30th", () => {
    expect(offerDeadline(new Date("2026-03-30T18:29:59Z"))).toEqual({ year: 2026, month: 3, day: 30 });
    expect(offerDeadline(new Date("2026-03-30T18:30:00Z"))).toEqual({ year: 2026, month: 4, day: 30 });
  });
});

describe("formatDeadline", () => {
  it("writes day, month name and year", () => {
    expect(formatDeadline({ year: 2026, month: 11, day: 30 })).toBe("30 November 2026");
    expect(formatDeadline({ year: 2028, month: 2, day: 29 })).toBe("29 February 2028");
  });
});
