import { describe, expect, it } from "vitest";
import { buildLeadPayload, buildMailPayload } from "~/lib/api";
import { canProceed, checkEstimate, estimateLead, initialEstimate, type EstimateValues } from "./estimate-logic";

const complete: EstimateValues = { ...initialEstimate, propertyType: "1 BHK", location: "Noida", name: "Ravi", mobile: "9876543210" };

describe("estimate rules", () => {
  it("starts with the WhatsApp box unticked", () => {
    expect(initialEstimate.whatsappUpdates).toBe(false);
  });

  it("enables NEXT only when property type and location are both chosen", () => {
    expect(canProceed(initialEstimate)).toBe(false);
    expect(canProceed({ ...initialEstimate, propertyType: "2 BHK" })).toBe(false);
    expect(canProceed({ ...initialEstimate, location: "Pune" })).toBe(false);
    expect(canProceed({ ...initialEstimate, propertyType: "2 BHK", location: "Pune" })).toBe(true);
  });

  it("does nothing when name or mobile is missing", () => {
    expect(checkEstimate({ ...complete, name: " " })).toBe("incomplete");
    expect(checkEstimate({ ...complete, mobile: "" })).toBe("incomplete");
  });

  it("refuses a mobile that is not a 10-digit Indian number, and a malformed optional e-mail", () => {
    expect(checkEstimate({ ...complete, mobile: "98765" })).toBe("mobile");
    expect(checkEstimate({ ...complete, email: "ravi@" })).toBe("email");
    expect(checkEstimate(complete)).toBe("ok");
    expect(checkEstimate({ ...complete, email: "ravi@example.in" })).toBe("ok");
  });

  it("stores an empty e-mail as null and mails the company", () => {
    const lead = estimateLead({ ...complete, email: "  " });
    expect(lead.email).toBeNull();
    expect(JSON.parse(JSON.stringify(buildLeadPayload(lead)))).toMatchObject({ email: null, whatsappUpdates: false });
    expect(buildMailPayload(lead, "hello@nivaas.example")).toMatchObject({ to: "hello@nivaas.example", email: "" });
  });

  it("keeps a typed e-mail and mails the visitor", () => {
    const lead = estimateLead({ ...complete, email: "ravi@example.in" });
    expect(lead.email).toBe("ravi@example.in");
    expect(buildMailPayload(lead, "hello@nivaas.example").to).toBe("ravi@example.in");
  });
});
