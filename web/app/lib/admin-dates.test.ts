import { describe, expect, it } from "vitest";
import { datesInText, formatDay, formatWhen } from "./admin-dates";

describe("back-office dates", () => {
  it("writes days and moments one way, India time", () => {
    expect(formatDay("2026-11-26")).toBe("26 Nov 2026");
    // 20:00 UTC on the 25th is already the 26th in India.
    expect(formatDay("2026-11-25T20:00:00Z")).toBe("26 Nov 2026");
    expect(formatWhen("2026-11-25T20:00:00Z")).toMatch(/^26 Nov 2026, 1:30\s?am$/i);
    expect(formatDay("soon")).toBe("soon");
  });

  it("rewrites the dates inside a server's sentence, and nothing else", () => {
    expect(datesInText("Follow-up set for 2026-11-26.")).toBe("Follow-up set for 26 Nov 2026.");
    expect(datesInText("status New → Contacted, follow-up 2026-12-01")).toBe("status New → Contacted, follow-up 1 Dec 2026");
    expect(datesInText("Order 2026-11-260 and mobile 98765 43210")).toBe("Order 2026-11-260 and mobile 98765 43210");
    // An instant the server wrote in UTC reads as India time, as every other moment on the screen.
    expect(datesInText("scheduled for 2026-12-06T05:38:49Z, was 2026-12-01T10:00:00+05:30")).toBe("scheduled for 6 Dec 2026, 11:08 am, was 1 Dec 2026, 10:00 am");
  });
});
