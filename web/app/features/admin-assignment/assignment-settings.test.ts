import { describe, expect, it } from "vitest";
import { citiesOf } from "./assignment-settings";

describe("assignment settings", () => {
  it("reads comma-separated cities", () => {
    expect(citiesOf(" Pune, ,Mumbai ,")).toEqual(["Pune", "Mumbai"]);
    expect(citiesOf("")).toEqual([]);
  });
});
