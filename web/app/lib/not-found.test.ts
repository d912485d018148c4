import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { oneOf } from "./not-found";

describe("oneOf", () => {
  it("returns a known value", () => {
    expect(oneOf(["mumbai", "pune"], "pune")).toBe("pune");
  });

  it("throws a 404 route response for an unknown or missing value", () => {
    for (const v of ["goa", undefined, "Pune"]) {
      let thrown: unknown;
      try {
        oneOf(["mumbai", "pune"], v);
      } catch (e) {
        thrown = e;
      }
      expect(isRouteErrorResponse(thrown)).toBe(false); // data() is converted by the router, not yet a response
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });
});
