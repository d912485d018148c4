import { describe, expect, it } from "vitest";
import { isValidEmail, isValidMobile, normalizeMobile } from "./contract";

describe("normalizeMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+91-9876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    [" 6000000000 ", "6000000000"],
  ])("accepts %j as %s", (input, digits) => {
    expect(normalizeMobile(input)).toBe(digits);
  });

  it.each([
    ["", "empty"],
    ["5876543210", "first digit below 6"],
    ["0123456789", "first digit 0 after no prefix"],
    ["987654321", "nine digits"],
    ["98765432101", "eleven digits not starting with 0"],
    ["98765x3210", "a letter"],
    ["+1 9876543210", "another country code"],
    ["(987) 654-3210", "brackets"],
  ])("rejects %j (%s)", (input) => {
    expect(normalizeMobile(input)).toBeNull();
    expect(isValidMobile(input)).toBe(false);
  });
});

describe("isValidEmail", () => {
  it("accepts ordinary addresses and rejects malformed ones", () => {
    expect(isValidEmail("asha@example.in")).toBe(true);
    expect(isValidEmail(" asha.k+home@mail.example.com ")).toBe(true);
    expect(isValidEmail("asha@example")).toBe(false);
    expect(isValidEmail("asha example@x.in")).toBe(false);
    expect(isValidEmail("@example.in")).toBe(false);
  });
});
