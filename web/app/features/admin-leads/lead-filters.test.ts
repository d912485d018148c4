import { describe, expect, it } from "vitest";
import { filtersToParams, narrowingCount, NO_FILTERS, parseFilters } from "./lead-filters";

describe("lead filters in the address bar", () => {
  it("reads every filter the address carries", () => {
    const f = parseFilters(
      new URLSearchParams("status=contacted&location=Pune&propertyType=3+BHK&from=2026-11-01&to=2026-11-23&page=%2Fget-free-estimate&campaign=diwali&assignee=7&q=98765+43210"),
    );
    expect(f).toEqual({
      status: "contacted",
      location: "Pune",
      propertyType: "3 BHK",
      from: "2026-11-01",
      to: "2026-11-23",
      page: "/get-free-estimate",
      campaign: "diwali",
      assignee: "7",
      q: "98765 43210",
    });
  });

  it("drops what the server would refuse: unknown status, bad dates, odd assignee", () => {
    const f = parseFilters(new URLSearchParams("status=maybe&from=23/11/2026&to=2026-11-2&assignee=-1"));
    expect(f).toEqual(NO_FILTERS);
    expect(parseFilters(new URLSearchParams("assignee=none")).assignee).toBe("none");
  });

  it("writes only the filters that are set, in a fixed order, and reads them back the same", () => {
    const f = { ...NO_FILTERS, q: "+91-9876543210", assignee: "none", status: "won" };
    const params = filtersToParams(f);
    expect(params.toString()).toBe("status=won&assignee=none&q=%2B91-9876543210");
    expect(parseFilters(params)).toEqual(f);
    expect(filtersToParams(NO_FILTERS).toString()).toBe("");
  });

  it("counts the narrowing filters, not status or search", () => {
    expect(narrowingCount({ ...NO_FILTERS, status: "new", q: "x", from: "2026-11-01", campaign: "c" })).toBe(2);
  });
});
