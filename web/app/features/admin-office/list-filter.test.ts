import { describe, expect, it } from "vitest";
import { filterFrom, listQuery, pageQuery, replaceRow } from "./list-filter";

describe("office lists", () => {
  it("reads a page's filter, defaulting to what still needs doing", () => {
    expect(filterFrom(new URLSearchParams(""))).toEqual({ q: "", handled: "open" });
    expect(filterFrom(new URLSearchParams("q=ravi&handled=handled"))).toEqual({ q: "ravi", handled: "handled" });
    expect(filterFrom(new URLSearchParams("handled=maybe")).handled).toBe("open");
    expect(filterFrom(new URLSearchParams("q=" + "x".repeat(500))).q).toHaveLength(200);
  });

  it("asks the API for exactly the filter shown", () => {
    expect(listQuery({ q: "", handled: "all" })).toBe("");
    expect(listQuery({ q: "  Ravi Kumar ", handled: "open" })).toBe("?q=Ravi+Kumar&handled=false");
    expect(listQuery({ q: "a&b=c", handled: "handled" }, "42")).toBe("?q=a%26b%3Dc&handled=true&after=42");
  });

  it("keeps the page's address short for the default filter", () => {
    expect(pageQuery({ q: "", handled: "open" })).toBe("");
    expect(pageQuery({ q: "x", handled: "all" })).toBe("?q=x&handled=all");
  });

  it("replaces one row by id", () => {
    const rows = [{ id: 1, v: 1 }, { id: 2, v: 1 }];
    expect(replaceRow(rows, { id: 2, v: 2 })).toEqual([{ id: 1, v: 1 }, { id: 2, v: 2 }]);
  });
});
