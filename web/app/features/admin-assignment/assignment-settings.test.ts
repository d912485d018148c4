import { describe, expect, it } from "vitest";
import { citiesOf, hoursSentence } from "./assignment-settings";

describe("assignment settings", () => {
  it("words the opening hours as a range of days", () => {
    expect(
      hoursSentence({
        opens: "09:30",
        closes: "18:00",
        days: [1, 2, 3, 4, 5, 6],
      }),
    ).toBe("Mon–Sat 09:30–18:00 India time");
    expect(
      hoursSentence({ opens: "10:00", closes: "17:00", days: [1, 3] }),
    ).toBe("Mon, Wed 10:00–17:00 India time");
  });
  it("reads comma-separated cities", () => {
    expect(citiesOf(" Pune, ,Mumbai ,")).toEqual(["Pune", "Mumbai"]);
    expect(citiesOf("")).toEqual([]);
  });
});
