import { describe, expect, it } from "vitest";
import { change, daysBefore, percent, rupees, share, sourceName, span } from "./figures";

describe("dashboard figures", () => {
  it("writes durations as people read them", () => {
    expect(span(null)).toBe("—");
    expect(span(42)).toBe("42 s");
    expect(span(600)).toBe("10 min");
    expect(span(5400)).toBe("1 h 30 min");
    expect(span(7200)).toBe("2 h");
    expect(span(93600)).toBe("1 day 2 h");
  });
  it("writes shares, percentages, rupees and changes", () => {
    expect(share(1, 3)).toBe("33%");
    expect(share(0, 0)).toBe("—");
    expect(percent(1 / 3)).toBe("33.3%");
    expect(percent(1)).toBe("100%");
    expect(percent(null)).toBe("—");
    expect(rupees(1250000)).toBe("₹12,50,000");
    expect(change(42, 37)).toBe("+5 (was 37)");
    expect(change(3, 7)).toBe("−4 (was 7)");
    expect(change(2, 2)).toBe("no change");
  });
  it("names sources and counts periods back", () => {
    expect(sourceName({ source: "google", medium: "cpc", campaign: "diwali" })).toBe("google / cpc / diwali");
    expect(sourceName({ source: "", medium: "", campaign: "" })).toBe("Direct or unknown");
    expect(daysBefore("2026-11-27", 30)).toBe("2026-10-29");
    expect(daysBefore("2026-03-01", 1)).toBe("2026-03-01");
  });
});
