import { describe, expect, it } from "vitest";
import { hoursLines, hoursSentence, type DayHours } from "./opening-hours";

const monSat: DayHours[] = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "09:30", closes: "18:00" }));

describe("opening hours", () => {
  it("words the open days as runs of the same hours", () => {
    expect(hoursSentence(monSat)).toBe("Mon–Sat 09:30–18:00 India time");
    expect(hoursSentence([{ day: 1, opens: "10:00", closes: "17:00" }, { day: 3, opens: "10:00", closes: "17:00" }])).toBe(
      "Mon 10:00–17:00, Wed 10:00–17:00 India time",
    );
    const saturdayShort = [...monSat.slice(0, 5), { day: 6, opens: "10:00", closes: "14:00" }];
    expect(hoursSentence(saturdayShort)).toBe("Mon–Fri 09:30–18:00, Sat 10:00–14:00 India time");
    expect(hoursSentence([])).toBe("no opening hours");
  });
  it("writes the Contact page's lines, closed days included", () => {
    expect(hoursLines(monSat)).toEqual(["Monday to Saturday: 9:30 AM to 6:00 PM", "Sunday: Closed"]);
    const split = [{ day: 1, opens: "12:00", closes: "20:30" }, { day: 2, opens: "00:00", closes: "11:00" }];
    expect(hoursLines(split)).toEqual(["Monday: 12:00 PM to 8:30 PM", "Tuesday: 12:00 AM to 11:00 AM", "Wednesday to Sunday: Closed"]);
  });
});
