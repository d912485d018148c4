import { describe, expect, it } from "vitest";
import { exportHref, listPath } from "./api";
import { NO_FILTERS, withFilter } from "./lead-filters";

describe("lead calls", () => {
  it("asks the API with the cursor and the page size, and exports without them", () => {
    const f = withFilter(NO_FILTERS, "location", "Navi Mumbai");
    expect(listPath(f)).toBe("/api/admin/leads?location=Navi+Mumbai&limit=50");
    expect(listPath(f, "abc.12")).toBe("/api/admin/leads?location=Navi+Mumbai&after=abc.12&limit=50");
    expect(exportHref(f)).toBe("/api/admin/leads/export.csv?location=Navi+Mumbai");
    expect(exportHref(NO_FILTERS)).toBe("/api/admin/leads/export.csv");
  });
});
