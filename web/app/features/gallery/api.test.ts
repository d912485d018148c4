import { describe, expect, it } from "vitest";
import { TIERS } from "~/lib/contract";
import { designTypes } from "./api";

describe("design types", () => {
  it("are the contract's tiers, in its order", () => {
    expect([...designTypes]).toEqual(TIERS);
  });
});
