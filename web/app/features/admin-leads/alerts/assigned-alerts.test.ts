import { describe, expect, it } from "vitest";
import { newlyAssigned } from "./assigned-alerts";
import type { LeadSummary } from "~/features/admin-leads/lead-types";

function lead(id: number, assignee: number | null, createdAt = "2026-11-27T10:00:00Z"): LeadSummary {
  return {
    id,
    name: `Lead ${id}`,
    mobile: "+91 98765 43210",
    email: null,
    propertyType: "2 BHK",
    location: "Pune",
    status: "new",
    assignee: assignee ? { id: assignee, name: `P${assignee}` } : null,
    followUpOn: null,
    createdAt,
    page: "",
    utmCampaign: "",
    request: "estimate",
    duplicateCount: 0,
    whatsappUnread: 0,
    late: false,
    version: 1,
  };
}

describe("newlyAssigned", () => {
  const opened = Date.parse("2026-11-27T10:30:00Z");
  it("starts from the leads there were when the page opened, announcing none of them", () => {
    const { news, next } = newlyAssigned([lead(3, 7), lead(2, 7), lead(4, 7, "2026-11-27T10:31:00Z")], 7, null, opened);
    expect(news).toEqual([]);
    expect(next).toEqual({ baseline: 3, notified: [] });
  });
  it("announces a newer lead once it is mine, and only once", () => {
    let state = { baseline: 3, notified: [] as number[] };
    // Not yet assigned (assignment runs a moment after the lead arrives): no news, and it is not forgotten.
    let r = newlyAssigned([lead(4, null)], 7, state, opened);
    expect(r.news).toEqual([]);
    r = newlyAssigned([lead(5, 8), lead(4, 7), lead(3, 7)], 7, (state = r.next), opened);
    expect(r.news.map((l) => l.id)).toEqual([4]);
    r = newlyAssigned([lead(6, 7), lead(5, 8), lead(4, 7)], 7, (state = r.next), opened);
    expect(r.news.map((l) => l.id)).toEqual([6]);
    expect(r.next.notified).toEqual([4, 6]);
    expect(newlyAssigned([lead(6, 7), lead(4, 7)], 7, r.next, opened).news).toEqual([]);
  });
});
