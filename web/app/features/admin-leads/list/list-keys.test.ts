// The list's shortcuts never fire while the person types.
import { describe, expect, it } from "vitest";
import { typing } from "./list-keys";

describe("typing", () => {
  it("is true in fields, text areas and list boxes", () => {
    for (const tag of ["input", "textarea", "select"]) expect(typing(document.createElement(tag))).toBe(true);
  });
  it("is false on the page, a link or a button", () => {
    expect(typing(document.body)).toBe(false);
    expect(typing(document.createElement("a"))).toBe(false);
    expect(typing(document.createElement("button"))).toBe(false);
    expect(typing(null)).toBe(false);
  });
});
