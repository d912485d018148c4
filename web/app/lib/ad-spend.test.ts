import { describe, expect, it } from "vitest";
import { paiseText, platformName, returnText, rupeeText } from "./ad-spend";

describe("spend figures", () => {
  it("writes rupees with Indian grouping", () => {
    expect(paiseText(12_34_567_00)).toBe("₹12,34,567");
    expect(paiseText(6_251_25)).toBe("₹6,251");
    expect(paiseText(750_50)).toBe("₹750.50");
    expect(paiseText(0)).toBe("₹0");
    expect(rupeeText(4_50_000)).toBe("₹4,50,000");
  });
  it("says — where there is nothing to divide by", () => {
    expect(paiseText(null)).toBe("—");
    expect(returnText(null)).toBe("—");
  });
  it("names the platforms", () => {
    expect(platformName("meta")).toBe("Meta");
    expect(platformName("google")).toBe("Google");
  });
  it("writes the return on spend as a multiple", () => {
    expect(returnText(15)).toBe("15×");
    expect(returnText(7.9984)).toBe("8.0×");
    expect(returnText(0)).toBe("0.0×");
  });
});
