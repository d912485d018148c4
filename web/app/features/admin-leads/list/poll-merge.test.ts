import { describe, expect, it } from "vitest";
import type { LeadSummary } from "~/features/admin-leads/lead-types";
import { mergePoll } from "./poll-merge";

function lead(id: number, status: LeadSummary["status"] = "new"): LeadSummary {
  return {
    id,
    name: `Lead ${id}`,
    mobile: "9876543210",
    email: null,
    propertyType: "2 BHK",
    location: "Pune",
    status,
    assignee: null,
    followUpOn: null,
    createdAt: "2026-11-23T10:00:00Z",
    page: "/",
    utmCampaign: "",
    request: "estimate",
    duplicateCount: 0,
    whatsappUnread: 0,
    late: false,
    version: 1,
  };
}

describe("merging a poll into the list", () => {
  it("puts new leads on top and names them", () => {
    const m = mergePoll([lead(5), lead(3)], [lead(7), lead(6), lead(5), lead(3)], 50);
    expect(m.leads.map((l) => l.id)).toEqual([7, 6, 5, 3]);
    expect(m.added).toEqual([7, 6]);
    expect(m.replaced).toBe(false);
  });

  it("updates rows someone else changed and keeps older pages already loaded", () => {
    const m = mergePoll([lead(5), lead(4), lead(2), lead(1)], [lead(5, "won"), lead(4)], 2);
    expect(m.leads.map((l) => [l.id, l.status])).toEqual([
      [5, "won"],
      [4, "new"],
      [2, "new"],
      [1, "new"],
    ]);
    expect(m.added).toEqual([]);
  });

  it("drops rows that left the filter within the page the poll covers", () => {
    const m = mergePoll([lead(5), lead(4), lead(3)], [lead(5), lead(3)], 50);
    expect(m.leads.map((l) => l.id)).toEqual([5, 3]);
  });

  it("starts again from the poll when a whole page is new", () => {
    const m = mergePoll([lead(2), lead(1)], [lead(9), lead(8)], 2);
    expect(m.replaced).toBe(true);
    expect(m.leads.map((l) => l.id)).toEqual([9, 8]);
  });

  it("counts every lead as new when the list was empty", () => {
    const m = mergePoll([], [lead(1)], 50);
    expect(m.added).toEqual([1]);
    expect(m.leads.map((l) => l.id)).toEqual([1]);
  });
});
